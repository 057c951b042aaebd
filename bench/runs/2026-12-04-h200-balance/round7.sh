#!/bin/bash
# Round 7: group 1 at head_dim 64 in CTAs of half the warps only up to two
# and a half SMs' worth of default CTAs (read from rounds 4 to 6), on steps
# none of it was read from: this tree (g1_*, half the warps) against the tree
# before (ref_*, the default CTA), each checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_ref build/pabench_ref.gz
steps_begin round7 300
steps_check
G="--heads 8 --kv_heads 8 --head_dim 64"
steps_pair g1 35x400 1 --configs 35x400 $G
steps_pair g1 38x1000bf 1 --configs 38x1000 $G --dtype bf16
steps_pair g1 41x300frag 1 --configs 41x300 $G --allocator fragmented
steps_pair g1 18x800_16 1 --configs 18x800 --heads 16 --kv_heads 16 --head_dim 64
steps_pair g1 80x700_4 1 --configs 80x700 --heads 4 --kv_heads 4 --head_dim 64
steps_end
