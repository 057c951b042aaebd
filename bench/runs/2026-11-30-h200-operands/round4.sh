#!/bin/bash
# Round 4: the drain (a warp's last two steps as one) in every counted and
# unsplit kernel at head_dim 128 and 256 (drain_all.patch), its conformance
# matrix, then every bench/ab.lua config against the tree, three passes.
set -u
OUT=${OUT:-gpu-out}
bench/ab_round.sh drain build/pabench.base build/pabench.drain '' 3 | tee "$OUT/r4_summary.txt"
