#!/bin/bash
# Round 9: group 1 at head_dim 256 kept whole under a part and a half (144
# tokens), where `one_head_half_parts` cut it in two 96-token parts (round 8,
# seed 234: 8/8 at 2 x 119, 2.34 us whole against 3.66 in 2; 2/2 at 4 x 104,
# 2.28 against 3.69). `check --kernels auto` with the candidate's build; 16
# steps drawn at random among those it moves (draw_whole256.lua, seed
# 2026120609), none timed before, at split counts 1 to 3.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin heldout_round9 $((240 - (SECONDS - start)))
steps_check
steps_named w1_1_37x112 1,2,3 --configs 37x112 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # split_kv(chunk=32, splits=1)
steps_named w2_4_8x114 1,2,3 --configs 8x114 --heads 4 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named w3_4_15x104 1,2,3 --configs 15x104 --heads 4 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named w4_4_14x109 1,2,3 --configs 14x109 --heads 4 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named w5_4_7x137 1,2,3 --configs 7x137 --heads 4 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named w6_1_17x135 1,2,3 --configs 17x135 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 8 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named w7_2_31x137 1,2,3 --configs 31x137 --heads 2 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named w8_1_7x112 1,2,3 --configs 7x112 --heads 1 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named w9_2_8x135 1,2,3 --configs 8x135 --heads 2 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named w10_1_18x99 1,2,3 --configs 18x99 --heads 1 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named w11_16_3x102 1,2,3 --configs 3x102 --heads 16 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named w12_16_2x97 1,2,3 --configs 2x97 --heads 16 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # split_kv(chunk=32, splits=1)
steps_named w13_2_28x110 1,2,3 --configs 28x110 --heads 2 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named w14_2_9x118 1,2,3 --configs 9x118 --heads 2 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named w15_2_26x134 1,2,3 --configs 26x134 --heads 2 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 8 --allocator shuffled  # split_kv(chunk=32, splits=1)
steps_named w16_4_1x112 1,2,3 --configs 1x112 --heads 4 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_end
echo "round 9: $((SECONDS - start)) s"
