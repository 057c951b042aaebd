#!/bin/bash
# Round 6: one_head_ctas' bound at head_dim 256 as nine one-head CTAs an SM
# where every sequence is a step (one slot each), six elsewhere, read from
# round 5. `check --kernels auto` with the candidate's build; 30 steps of one
# step a sequence drawn about that bound (draw_bound.lua, seed 2026120606,
# `step`: one-head grids of 793 to 1800 CTAs), none timed before, each with
# the candidate's build at split count 1, where auto.lua times both kernels
# (paged, a CTA a head; gqa, a CTA a kv head) beside `auto`'s choice.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin heldout_round6 $((300 - (SECONDS - start)))
steps_check
steps_named s1_256_16_6x13 1 --configs 6x13 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s2_128_8_7x4 1 --configs 7x4 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # paged(chunk=32)
steps_named s3_128_8_12x12 1 --configs 12x12 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s4_64_4_13x3 1 --configs 13x3 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # paged(chunk=32)
steps_named s5_256_16_5x1 1 --configs 5x1 --heads 256 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s6_128_8_5x16p5x3 1 --configs 5x16+5x3 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s7_16_1_72x1 1 --configs 72x1 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # paged(chunk=32)
steps_named s8_128_8_9x6 1 --configs 9x6 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # paged(chunk=32)
steps_named s9_16_1_61x4 1 --configs 61x4 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # paged(chunk=32)
steps_named s10_64_4_11x5p11x14 1 --configs 11x5+11x14 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_named s11_64_4_23x2 1 --configs 23x2 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s12_128_8_7x11 1 --configs 7x11 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # paged(chunk=32)
steps_named s13_64_4_24x14 1 --configs 24x14 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_named s14_64_4_6x5p7x16 1 --configs 6x5+7x16 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=32)
steps_named s15_64_4_20x2 1 --configs 20x2 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s16_64_4_6x3p7x11 1 --configs 6x3+7x11 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # paged(chunk=32)
steps_named s17_64_4_16x2 1 --configs 16x2 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # paged(chunk=32)
steps_named s18_16_1_45x13p46x14 1 --configs 45x13+46x14 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s19_64_4_15x9 1 --configs 15x9 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # paged(chunk=32)
steps_named s20_16_1_40x15p41x11 1 --configs 40x15+41x11 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s21_128_8_6x16p6x9 1 --configs 6x16+6x9 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_named s22_256_16_3x4p3x10 1 --configs 3x4+3x10 --heads 256 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_named s23_128_8_6x5p6x1 1 --configs 6x5+6x1 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_named s24_32_2_18x5p18x7 1 --configs 18x5+18x7 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # paged(chunk=32)
steps_named s25_128_8_4x15p5x2 1 --configs 4x15+5x2 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # paged(chunk=32)
steps_named s26_128_8_5x3p5x4 1 --configs 5x3+5x4 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_named s27_256_16_6x9 1 --configs 6x9 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_named s28_128_8_4x5p5x3 1 --configs 4x5+5x3 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 8 --allocator contiguous  # paged(chunk=32)
steps_named s29_32_2_12x15p13x3 1 --configs 12x15+13x3 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # paged(chunk=32)
steps_named s30_16_1_72x6 1 --configs 72x6 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # paged(chunk=32)
steps_end
echo "round 6: $((SECONDS - start)) s"
