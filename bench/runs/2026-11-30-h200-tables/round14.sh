#!/bin/bash
# Round 14: the stream with a wait a step standing in for the arithmetic, K and
# V refilled together after the whole wait (HALVES 0) or K after its first half
# and V after the rest (1), alternating, two passes.
set -u
OUT=${OUT:-gpu-out}
for pass in 1 2; do
  for c in 1000 2000; do
    for h in 0 1; do
      build/stream_probe 65536 4 4 $c $h > "$OUT/r14_p${pass}_c${c}_h${h}.txt" 2>&1
    done
  done
done
grep -E '^(head  b16 shuffled|head  b1  shuffled|sm    equal)' "$OUT"/r14_*.txt
