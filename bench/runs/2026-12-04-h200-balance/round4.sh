#!/bin/bash
# Round 4: group 1 (`split_kv`) whole sequences over a wave in CTAs of half
# the warps, as the grouped kernel takes them (pa_mma_whole_threads, and
# whole_half_stands keeping whole the grids the rules cut), on steps earlier
# rounds drew or named at group 1, none of them timed so: each step with this
# tree (g1_*: split count 1, whole in half the warps, and the count the
# planner took before) and with the tree before the change (build/pabench_ref,
# ref_*: whole at the default CTA), each checked against the reference first.
# Then `auto` on drawn steps of seeds 117 and 118, which no round has drawn.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_ref build/pabench_ref.gz
steps_begin round4 420
steps_check
G="--heads 8 --kv_heads 8"
steps_pair g1 20x9691 1,3 --configs 20x9691 $G --dtype bf16 --block_size 32
steps_pair g1 17x10656 1,3 --configs 17x10656 $G --block_size 1
steps_pair g1 100x280 1,3 --configs 100x280 $G
steps_pair g1 50x350 1,3 --configs 50x350 $G --dtype bf16
steps_pair g1 40x240 1,2 --configs 40x240 $G
steps_pair g1 40x300 1,3 --configs 40x300 $G
steps_pair g1 45x290 1,3 --configs 45x290 $G
steps_pair g1 120x271 1,3 --configs 120x271 $G
steps_pair g1 24x320 1 --configs 24x320 $G
steps_pair g1 17x384 1 --configs 17x384 $G
steps_pair g1 17x512 1 --configs 17x512 $G
steps_pair g1 21x240 1 --configs 21x240 $G
steps_pair g1 53x688 1 --configs 53x688 $G --dtype bf16
steps_pair g1 256x687 1 --configs 256x687 $G --dtype bf16
steps_pair g1 256x1968 1 --configs 256x1968 --heads 4 --kv_heads 4
steps_pair g1 36x256_d64 1 --configs 36x256 $G --head_dim 64
steps_pair g1 31x271_16 1,3 --configs 31x271 --heads 16 --kv_heads 16 --dtype bf16 --block_size 8 --allocator fragmented
steps_drawn 117
steps_drawn 118
steps_end
