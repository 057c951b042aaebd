#!/bin/bash
# Round 2: half_round_parts at group 1 (head_dim 128) and at groups 1 to 4
# (head_dim 64), held out. Read from round 1 (not held out): where the
# count of a round's parts halves whole (the tree's count at most 8, so the
# halves stay within 16 parts), 25 of 25 faster (0.841-0.979), within a wave
# of SMs (grids up to 120 CTAs); where 16 parts cap it (the tree's count 9 to
# 15) both ways (0.965-1.104). The candidate (this build): those classes in
# halves only where they stay within 16 parts and a wave of SMs. Held out:
# draw_wide.lua seed 2026120618 (600 drawn) with the tree's build and the
# candidate's, 64 moved, 24 picked (Python's random.seed(2026120619)), none
# timed before, each at both counts in the same rows; then check --kernels
# auto and auto.lua's seed 245 with the candidate as the call's time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin wide_round2 $((240 - (SECONDS - start)))
steps_named h547_d64_h3_1_7x1102 5,9 --configs 7x1102 --heads 3 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=9), grid 35 -> 63
steps_named h532_d128_h4_4_2x1058 5,9 --configs 2x1058 --heads 4 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=9), grid 40 -> 72
steps_named h546_d128_h2_2_2x1568 7,13 --configs 2x1568 --heads 2 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # split_kv(chunk=64, splits=7) -> split_kv(chunk=64, splits=13), grid 28 -> 52
steps_named h374_d128_h4_4_2x1153 5,10 --configs 2x1153 --heads 4 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=10), grid 40 -> 80
steps_named h105_d64_h3_1_6x1542 7,13 --configs 6x1542 --heads 3 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13), grid 42 -> 78
steps_named h52_d64_h2_1_1x2032 8,16 --configs 1x2032 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=16), grid 8 -> 16
steps_named h260_d128_h1_1_7x1049 5,9 --configs 7x1049 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=9), grid 35 -> 63
steps_named h416_d64_h2_2_5x1354 6,11 --configs 5x1354 --heads 2 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=64, splits=6) -> split_kv(chunk=64, splits=11), grid 60 -> 110
steps_named h72_d64_h3_1_8x1521 6,12 --configs 8x1521 --heads 3 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=12), grid 48 -> 96
steps_named h218_d128_h1_1_8x1085 5,9 --configs 8x1085 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=9), grid 40 -> 72
steps_named h574_d128_h1_1_1x1136 5,9 --configs 1x1136 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=9), grid 5 -> 9
steps_named h395_d64_h4_2_4x1592 7,13 --configs 4x1592 --heads 4 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13), grid 56 -> 104
steps_named h157_d64_h8_2_3x1724 7,14 --configs 3x1724 --heads 8 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=14), grid 42 -> 84
steps_named h575_d64_h2_2_3x1343 6,11 --configs 3x1343 --heads 2 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 1 --allocator shuffled  # split_kv(chunk=64, splits=6) -> split_kv(chunk=64, splits=11), grid 36 -> 66
steps_named h253_d64_h2_1_5x1551 7,13 --configs 5x1551 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13), grid 35 -> 65
steps_named h289_d64_h3_1_6x1302 6,11 --configs 6x1302 --heads 3 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=11), grid 36 -> 66
steps_named h385_d128_h2_2_1x1772 7,14 --configs 1x1772 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=7) -> split_kv(chunk=64, splits=14), grid 14 -> 28
steps_named h399_d128_h8_8_1x1336 6,11 --configs 1x1336 --heads 8 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 8 --allocator fragmented  # split_kv(chunk=64, splits=6) -> split_kv(chunk=64, splits=11), grid 48 -> 88
steps_named h517_d64_h2_1_2x1975 8,16 --configs 2x1975 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=16), grid 16 -> 32
steps_named h278_d64_h1_1_1x1710 7,14 --configs 1x1710 --heads 1 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # split_kv(chunk=64, splits=7) -> split_kv(chunk=64, splits=14), grid 7 -> 14
steps_named h35_d64_h4_4_3x1252 5,10 --configs 3x1252 --heads 4 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 8 --allocator contiguous  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=10), grid 60 -> 120
steps_named h405_d64_h4_1_2x1743 7,14 --configs 2x1743 --heads 4 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=14), grid 14 -> 28
steps_named h353_d64_h2_2_3x1516 6,12 --configs 3x1516 --heads 2 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 8 --allocator shuffled  # split_kv(chunk=64, splits=6) -> split_kv(chunk=64, splits=12), grid 36 -> 72
steps_named h465_d64_h8_4_1x1342 6,11 --configs 1x1342 --heads 8 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=11), grid 24 -> 44
steps_check
steps_drawn 245
steps_end
echo "round 2: $((SECONDS - start)) s"
