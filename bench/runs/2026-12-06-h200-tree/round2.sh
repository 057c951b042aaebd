#!/bin/bash
# Round 2: parts of half a round for groups 2 to 4 at head_dim 128 (a candidate,
# half_round_parts, bench/runs/2026-12-06-h200-tree/README.md), held out. Seed
# 238's 16/4 at 1 x 1659 ran 4.63 us in 7 parts of a round (round_parts_in_wave)
# against 3.80 in 14; the records' steps of that rule at groups 1 to 4 read the
# same way (8/2 at 3 x 1584, 4.63 in 7 against 3.84 in 12), at group 8 the other
# (32/4 at 1 x 2150, 4.63 in 9 against 5.44 in 10). 24 uniform batches drawn at
# random (draw_half.lua, seed 2026120613, 400 drawn, 82 moved; Python's
# random.seed(2026120614)) among those the candidate moves, none timed before,
# each at the tree's count and the candidate's in the same rows (auto is the
# tree's). The tree's build: the candidate is not in it.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin tree_round2 $((420 - (SECONDS - start)))
steps_named k56_h6_2_2x1033 5,9 --configs 2x1033 --heads 6 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=9)
steps_named k86_h2_1_5x1491 6,12 --configs 5x1491 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=12)
steps_named k104_h4_1_2x1209 5,10 --configs 2x1209 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named k106_h3_1_2x1806 8,15 --configs 2x1806 --heads 3 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=15)
steps_named k108_h4_1_2x2278 9,16 --configs 2x2278 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=9) -> gqa(chunk=64, splits=16)
steps_named k209_h8_2_1x2934 12,16 --configs 1x2934 --heads 8 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=12) -> gqa(chunk=64, splits=16)
steps_named k218_h2_1_1x1932 8,16 --configs 1x1932 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=16)
steps_named k221_h2_1_4x2312 10,16 --configs 4x2312 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=10) -> gqa(chunk=64, splits=16)
steps_named k222_h6_2_2x1555 7,13 --configs 2x1555 --heads 6 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13)
steps_named k234_h8_4_1x3019 12,16 --configs 1x3019 --heads 8 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=12) -> gqa(chunk=64, splits=16)
steps_named k243_h6_2_4x1276 5,10 --configs 4x1276 --heads 6 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named k282_h2_1_1x3595 15,16 --configs 1x3595 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=15) -> gqa(chunk=64, splits=16)
steps_named k302_h6_2_1x3658 15,16 --configs 1x3658 --heads 6 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=15) -> gqa(chunk=64, splits=16)
steps_named k315_h4_1_5x2108 9,16 --configs 5x2108 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=9) -> gqa(chunk=64, splits=16)
steps_named k334_h4_1_4x1251 5,10 --configs 4x1251 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named k336_h8_4_1x2660 11,16 --configs 1x2660 --heads 8 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=11) -> gqa(chunk=64, splits=16)
steps_named k347_h4_1_3x3321 13,16 --configs 3x3321 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=13) -> gqa(chunk=64, splits=16)
steps_named k349_h6_2_2x1837 8,15 --configs 2x1837 --heads 6 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=15)
steps_named k372_h3_1_6x3440 14,9 --configs 6x3440 --heads 3 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=14) -> gqa(chunk=64, splits=9)
steps_named k384_h4_2_1x1646 7,13 --configs 1x1646 --heads 4 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13)
steps_named k387_h2_1_1x1768 7,14 --configs 1x1768 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=14)
steps_named k388_h6_2_1x2785 11,16 --configs 1x2785 --heads 6 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=11) -> gqa(chunk=64, splits=16)
steps_named k389_h6_2_3x3413 14,9 --configs 3x3413 --heads 6 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=14) -> gqa(chunk=64, splits=9)
steps_named k395_h3_1_3x2851 12,16 --configs 3x2851 --heads 3 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=12) -> gqa(chunk=64, splits=16)
steps_end
echo "round 2: $((SECONDS - start)) s"
