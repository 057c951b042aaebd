#!/bin/bash
# Round 17: the stream alone, layers as programmatic dependents, with a wait
# of 0 to 2000 cycles a step standing in for the arithmetic.
set -u
OUT=${OUT:-gpu-out}
for c in "4096 60" "65536 4"; do
  for cy in 0 500 1000 2000; do
    build/stream_probe $c 4 $cy 0 1 > "$OUT/r17_${c% *}_c$cy.txt" 2>&1
  done
done
grep -E '^head  b16 shuffled|^head  b1  shuffled' "$OUT"/r17_*.txt
