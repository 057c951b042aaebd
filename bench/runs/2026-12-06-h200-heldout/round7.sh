#!/bin/bash
# Round 7: one_head_ctas' bound at eight one-head CTAs an SM where every
# sequence is a step (round 6: nine put six steps of 1152 CTAs a head, 1.27 to
# 1.40 times the grouped kernel). The GPU test suite whole and check --random
# on a new seed with this build; `check --kernels auto`; 20 steps of one step
# a sequence drawn about eight an SM (draw_bound.lua, seed 2026120607, `edge`:
# 925 to 1188 one-head CTAs), none timed before, at split count 1 (both
# kernels beside `auto`'s choice); seed 232's drawn steps kept to head_dim 256
# and at most 8 MB (seed 231 read 1.063 on the tree before the bound).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261228
steps_begin heldout_round7 $((400 - (SECONDS - start)))
steps_check
steps_named e1_128_8_8x1 1 --configs 8x1 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # paged(chunk=32)
steps_named e2_16_1_62x10 1 --configs 62x10 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator contiguous  # paged(chunk=32)
steps_named e3_64_4_8x15p9x12 1 --configs 8x15+9x12 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named e4_16_1_30x3p31x2 1 --configs 30x3+31x2 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # paged(chunk=32)
steps_named e5_64_4_7x5p8x7 1 --configs 7x5+8x7 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 8 --allocator shuffled  # paged(chunk=32)
steps_named e6_32_2_36x9 1 --configs 36x9 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 8 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_named e7_32_2_16x9p16x15 1 --configs 16x9+16x15 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # paged(chunk=32)
steps_named e8_32_2_29x10 1 --configs 29x10 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # paged(chunk=32)
steps_named e9_64_4_8x9p8x3 1 --configs 8x9+8x3 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 8 --allocator fragmented  # paged(chunk=32)
steps_named e10_16_1_67x14 1 --configs 67x14 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_named e11_64_4_16x7 1 --configs 16x7 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # paged(chunk=32)
steps_named e12_256_16_4x8 1 --configs 4x8 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # paged(chunk=32)
steps_named e13_128_8_4x5p4x12 1 --configs 4x5+4x12 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # paged(chunk=32)
steps_named e14_64_4_16x14 1 --configs 16x14 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # paged(chunk=32)
steps_named e15_128_8_4x4p5x3 1 --configs 4x4+5x3 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_named e16_64_4_17x6 1 --configs 17x6 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_named e17_256_16_2x9p2x11 1 --configs 2x9+2x11 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # paged(chunk=32)
steps_named e18_32_2_17x13p18x4 1 --configs 17x13+18x4 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_named e19_64_4_17x9 1 --configs 17x9 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named e20_32_2_34x8 1 --configs 34x8 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_drawn 232 --head_dims 256 --max_mb 8
steps_end
echo "round 7: $((SECONDS - start)) s"
