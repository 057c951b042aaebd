#!/bin/bash
# Round 6: where group 1 at head_dim 64 stops gaining from CTAs of half the
# warps: round 5 timed 40 x 600 1.30 times as fast and 100 x 1000 1.12 times
# slower. Whole sequences of 500 to 1200 tokens over two waves of default
# CTAs, this tree (g1_*, half the warps) against the tree before (ref_*, the
# default CTA), each checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_ref build/pabench_ref.gz
steps_begin round6 300
G="--heads 8 --kv_heads 8 --head_dim 64"
steps_pair g1 100x500 1 --configs 100x500 $G
steps_pair g1 60x700 1 --configs 60x700 $G
steps_pair g1 60x800 1 --configs 60x800 $G
steps_pair g1 80x900 1 --configs 80x900 $G --dtype bf16
steps_pair g1 100x1000 1 --configs 100x1000 $G
steps_pair g1 40x1200 1 --configs 40x1200 $G
steps_pair g1 30x1000_16 1 --configs 30x1000 --heads 16 --kv_heads 16 --head_dim 64
steps_pair g1 50x1400 1 --configs 50x1400 $G
steps_end
