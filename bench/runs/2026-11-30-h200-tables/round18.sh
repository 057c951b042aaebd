#!/bin/bash
# Round 18: dependent launches, the stand-in for a step's arithmetic as a spin
# (CHAIN 0) or as a chain of dependent shared-memory loads (CHAIN 1) of about
# the same length, which leaves the issue slots to the other warps.
set -u
OUT=${OUT:-gpu-out}
for c in "4096 60" "65536 4"; do
  for cy in 1000 2000; do
    for ch in 0 1; do
      build/stream_probe $c 4 $cy 0 1 $ch > "$OUT/r18_${c% *}_c${cy}_chain$ch.txt" 2>&1
    done
  done
done
grep -E 'a step|^head  b16 shuffled' "$OUT"/r18_*.txt | sed 's/NVIDIA H200, 132 SMs; //'
