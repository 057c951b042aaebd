#!/bin/bash
# Round 2: the stream alone (layers as programmatic dependents) with the
# stand-in wait after each step's refill (HALVES 2) against before it (0),
# to see whether a step's length costs through its refill's delay.
set -u
OUT=${OUT:-gpu-out}
for c in "4096 60" "65536 4"; do
  for cy in 1000 2000; do
    for h in 0 2; do
      build/stream_probe $c 4 $cy $h 1 > "$OUT/r2_${c% *}_c${cy}_h$h.txt" 2>&1
    done
  done
done
grep -E '^head  b16 shuffled|^head  b1  shuffled|^sm ' "$OUT"/r2_*.txt
