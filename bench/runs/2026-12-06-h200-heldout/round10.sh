#!/bin/bash
# Round 10: group 1 at head_dim 256 whole up to a round (128 tokens), read
# from round 9 (whole won at 97 to 118 tokens, lost at 134 to 137).
# `check --kernels auto` with the candidate's build; 14 steps of 115 to 140
# tokens (draw_whole256.lua, seed 2026120610), none timed before, at 1 and 2.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin heldout_round10 $((150 - (SECONDS - start)))
steps_check
steps_named r1_8_1x115 1,2 --configs 1x115 --heads 8 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named r2_1_24x140 1,2 --configs 24x140 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # split_kv(chunk=32, splits=2)
steps_named r3_4_14x121 1,2 --configs 14x121 --heads 4 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 32 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named r4_8_1x135 1,2 --configs 1x135 --heads 8 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # split_kv(chunk=32, splits=2)
steps_named r5_2_23x124 1,2 --configs 23x124 --heads 2 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named r6_16_2x119 1,2 --configs 2x119 --heads 16 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named r7_8_4x134 1,2 --configs 4x134 --heads 8 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # split_kv(chunk=32, splits=2)
steps_named r8_16_4x115 1,2 --configs 4x115 --heads 16 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_named r9_4_3x132 1,2 --configs 3x132 --heads 4 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=2)
steps_named r10_4_3x139 1,2 --configs 3x139 --heads 4 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # split_kv(chunk=32, splits=2)
steps_named r11_8_3x118 1,2 --configs 3x118 --heads 8 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # split_kv(chunk=32, splits=1)
steps_named r12_1_64x120 1,2 --configs 64x120 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # split_kv(chunk=32, splits=1)
steps_named r13_2_29x118 1,2 --configs 29x118 --heads 2 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # split_kv(chunk=32, splits=1)
steps_named r14_2_7x120 1,2 --configs 7x120 --heads 2 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=1)
steps_end
echo "round 10: $((SECONDS - start)) s"
