#!/bin/bash
# Round 4: half_round_parts bounded at two thirds of the SMs (88 CTAs), where
# it stands at half (37753e4). Read from round 3 (not held out): grids of 67
# to 90 CTAs ran faster halved on 12 of 13 (32/8 at 1 x 1200, 4.03 us in 10
# against 4.70 in 5), grids of 91 and 96 both ways (32/8 at 1 x 1536, 4.89 in
# 12 against 4.69 in 6). Held out: every batch of draw_half.lua's seed
# 2026120615 (600 drawn) the wider bound moves, 16, none timed before, at both
# counts in the same rows. The landed build (half the SMs).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin tree_round4 $((200 - (SECONDS - start)))
steps_named m15_h2_1_5x1714 7,14 --configs 5x1714 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=14)
steps_named m17_h8_2_3x1592 7,13 --configs 3x1592 --heads 8 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13)
steps_named m26_h6_2_4x1215 5,10 --configs 4x1215 --heads 6 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named m42_h4_1_5x2158 9,16 --configs 5x2158 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=9) -> gqa(chunk=64, splits=16)
steps_named m92_h3_1_5x3453 14,16 --configs 5x3453 --heads 3 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=14) -> gqa(chunk=64, splits=16)
steps_named m123_h4_1_5x3296 13,16 --configs 5x3296 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=13) -> gqa(chunk=64, splits=16)
steps_named m196_h3_1_5x3366 14,16 --configs 5x3366 --heads 3 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=14) -> gqa(chunk=64, splits=16)
steps_named m210_h12_4_2x1254 5,10 --configs 2x1254 --heads 12 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named m235_h4_1_7x1164 5,10 --configs 7x1164 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named m282_h8_4_2x1171 5,10 --configs 2x1171 --heads 8 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named m288_h12_4_2x1197 5,10 --configs 2x1197 --heads 12 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named m355_h32_8_1x1303 6,11 --configs 1x1303 --heads 32 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=11)
steps_named m389_h6_2_3x1730 7,14 --configs 3x1730 --heads 6 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=14)
steps_named m526_h2_1_5x2040 8,16 --configs 5x2040 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=16)
steps_named m538_h3_1_8x1374 6,11 --configs 8x1374 --heads 3 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=11)
steps_named m571_h6_2_3x1474 6,12 --configs 3x1474 --heads 6 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=12)
steps_end
echo "round 4: $((SECONDS - start)) s"
