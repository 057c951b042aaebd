#!/bin/bash
# Round 5: group 1 whole in CTAs of half the warps (src/plan.c,
# pa_mma_whole_threads, read from round 4 with its bound at head_dim 128 up
# to 384 tokens within one and a half waves) on steps none of it was read
# from: g1_* with this tree at split count 1 and at the count the planner
# took before, ref_* with the tree before the change at 1 (whole at the
# default CTA); each checked against the reference first. The full check
# first: `split_kv` at group 1 now launches CTAs of half the warps. Then
# `auto` on drawn steps of seeds 119 and 120, which no round has drawn.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
build/pabench check > "$OUT/check_full.txt" 2>&1
echo "check: exit $?"
tail -n 3 "$OUT/check_full.txt"
. bench/auto_steps.sh
steps_ref build/pabench_ref.gz
steps_begin round5 380
steps_check
G="--heads 8 --kv_heads 8"
steps_pair g1 20x800 1 --configs 20x800 $G
steps_pair g1 12x1500_16 1 --configs 12x1500 --heads 16 --kv_heads 16
steps_pair g1 80x400 1 --configs 80x400 $G
steps_pair g1 200x1200_4bf 1 --configs 200x1200 --heads 4 --kv_heads 4 --dtype bf16
steps_pair g1 40x600_d64 1 --configs 40x600 $G --head_dim 64
steps_pair g1 100x1000_d64bf 1 --configs 100x1000 $G --head_dim 64 --dtype bf16
steps_pair g1 20x600_d256 1,3 --configs 20x600 $G --head_dim 256
steps_pair g1 18x3000 1 --configs 18x3000 $G
steps_pair g1 150x300frag 1,3 --configs 150x300 $G --allocator fragmented
steps_pair g1 300x900_1 1 --configs 300x900 --heads 1 --kv_heads 1
steps_drawn 119
steps_drawn 120
steps_end
