#!/bin/bash
# peak.lua --quick on the CPU, the sweep's auto verdict alone (--recheck 0) and
# with the second look (the default), run in alternation so both meet the same
# stretches of the machine; then the gqa split curve and the side-by-side
# order check, timed in turns.
set -u
D=bench/runs/2026-12-05-cpu-auto
export PABENCH_BACKEND=cpu
for r in 1 2 3 4 5 6 7 8; do
  build/pabench scenarios/peak.lua --quick --recheck 0 > $D/peak_quick_recheck0_$r.txt 2>&1
  build/pabench scenarios/peak.lua --quick > $D/peak_quick_$r.txt 2>&1
done
build/pabench $D/splits_in_turns.lua 8 5 > $D/splits_in_turns.txt 2>&1
for n in 5 15; do
  for len in 16384 4096; do echo "rounds $n, 1 x $len"; build/pabench $D/order_in_turns.lua $len $n; done
done > $D/order_in_turns.txt 2>&1
