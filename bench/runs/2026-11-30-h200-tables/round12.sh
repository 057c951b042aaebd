#!/bin/bash
# Round 12: the stream alone with a wait a warp per step standing in for the
# decode kernel's arithmetic (0 to 3000 cycles), equal and fitted SM shares.
set -u
OUT=${OUT:-gpu-out}
for c in 0 1000 2000 3000; do
  build/stream_probe 65536 4 6 $c > "$OUT/r12_stream_probe_c$c.txt" 2>&1
done
grep -E 'cycles a step|^head  b16 shuffled|^sm |pass [06]' "$OUT"/r12_stream_probe_c*.txt
