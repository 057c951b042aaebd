#!/bin/bash
# Round 5: one_head_ctas bounded at head_dim 256 to a wave of one-head CTAs
# (six an SM), read from two recorded steps past it (seed 231's 128/8 at 11 x
# 26, 9.16 us against 4.92 grouped). `check --kernels auto` with the
# candidate's build; the 40 steps of draw_bound.lua (seed 2026120605), all of
# which it moves to the grouped kernel, none timed before, each with the
# candidate's build and with the landed tree before it (0e94e66,
# build/pabench_ref.gz), at split count 1.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_ref build/pabench_ref.gz
steps_begin heldout_round5 $((420 - (SECONDS - start)))
steps_check
steps_pair b b1_16_1_44x1p44x15 1 --configs 44x1+44x15 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b2_128_8_7x25 1 --configs 7x25 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b3_256_16_5x17 1 --configs 5x17 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b4_256_16_2x19p2x20 1 --configs 2x19+2x20 --heads 256 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b5_16_1_65x13 1 --configs 65x13 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b6_128_8_8x30 1 --configs 8x30 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b7_256_16_2x25p2x22 1 --configs 2x25+2x22 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b8_32_2_16x13p16x25 1 --configs 16x13+16x25 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b9_32_2_39x22 1 --configs 39x22 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b10_64_4_19x30 1 --configs 19x30 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b11_32_2_42x29 1 --configs 42x29 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b12_32_2_29x17 1 --configs 29x17 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b13_16_1_49x4p49x8 1 --configs 49x4+49x8 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b14_256_16_3x13p3x32 1 --configs 3x13+3x32 --heads 256 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b15_128_8_6x3p6x7 1 --configs 6x3+6x7 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b16_256_16_2x26p2x24 1 --configs 2x26+2x24 --heads 256 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b17_64_4_10x25p11x21 1 --configs 10x25+11x21 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b18_64_4_9x5p10x9 1 --configs 9x5+10x9 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b19_256_16_2x23p3x32 1 --configs 2x23+3x32 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b20_256_16_6x4 1 --configs 6x4 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b21_128_8_8x23 1 --configs 8x23 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b22_128_8_9x30 1 --configs 9x30 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b23_128_8_8x4 1 --configs 8x4 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b24_16_1_57x3 1 --configs 57x3 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b25_128_8_12x24 1 --configs 12x24 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b26_128_8_4x21p4x15 1 --configs 4x21+4x15 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b27_256_16_5x23 1 --configs 5x23 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b28_64_4_12x29p12x7 1 --configs 12x29+12x7 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b29_16_1_26x1p26x29 1 --configs 26x1+26x29 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b30_256_16_2x32p2x15 1 --configs 2x32+2x15 --heads 256 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b31_16_1_52x5 1 --configs 52x5 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b32_256_16_2x18p3x4 1 --configs 2x18+3x4 --heads 256 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b33_64_4_8x15p9x28 1 --configs 8x15+9x28 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b34_64_4_15x12 1 --configs 15x12 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b35_128_8_8x9 1 --configs 8x9 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b36_128_8_4x27p5x4 1 --configs 4x27+5x4 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b37_16_1_67x31 1 --configs 67x31 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=1)
steps_pair b b38_32_2_14x8p15x12 1 --configs 14x8+15x12 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=32, splits=1)
steps_pair b b39_128_8_4x6p4x31 1 --configs 4x6+4x31 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_pair b b40_32_2_14x3p15x2 1 --configs 14x3+15x2 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=1)
steps_end
echo "round 5: $((SECONDS - start)) s"
