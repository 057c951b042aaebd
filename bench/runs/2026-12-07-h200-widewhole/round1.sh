#!/bin/bash
# Round 1: uneven_wide_whole held out. The candidate keeps whole (1 part) an
# uneven batch that the grouped count cut in 2 where the grouped CTA serves
# many heads (groups 8 to 16 at head_dim 128, 4 to 16 at 256) and the longest
# sequence is under 9/4 of a round. Read from the records since 58b4fb4: 10
# steps it moves, 8 faster or level, 1.013 -> 1.012 times the best launch.
# Held out: draw.lua seed 2026120628 (4000 drawn) with the tree before and the
# candidate: 1072 moved (499 at head_dim 128, 573 at 256); 16 of each picked
# (Python's random.seed(2026120629)), none timed before, each at 1 and 2 parts
# in the same rows. The comment after each: the tree before -> the candidate.
# Then check --kernels auto, and seed 248 drawn at mixed lengths, all packed.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin widewhole_round1 300
steps_named w3536_d128_h20_2_18 1,2 --configs 3x88+13x89+2x230 --heads 20 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 40 -> 36
steps_named w3326_d128_h12_1_33 1,2 --configs 10x90+7x203+16x253 --heads 12 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 56 -> 33
steps_named w3496_d128_h12_1_22 1,2 --configs 6x171+13x210+3x240 --heads 12 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 44 -> 22
steps_named w2139_d128_h8_1_29 1,2 --configs 9x25+13x186+7x192 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 49 -> 29
steps_named w1458_d128_h48_4_13 1,2 --configs 1x251+12x130 --heads 48 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 104 -> 52
steps_named w528_d128_h32_2_17 1,2 --configs 12x152+5x196 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 68 -> 34
steps_named w1250_d128_h24_2_33 1,2 --configs 8x220+6x116+8x165+11x206 --heads 24 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 132 -> 66
steps_named w3835_d128_h8_1_31 1,2 --configs 16x241+3x238+12x14 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 50 -> 31
steps_named w862_d128_h12_1_26 1,2 --configs 14x177+12x224 --heads 12 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 52 -> 26
steps_named w811_d128_h16_1_26 1,2 --configs 7x170+5x219+14x157 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 52 -> 26
steps_named w3768_d128_h64_4_29 1,2 --configs 14x141+2x47+13x201 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 224 -> 116
steps_named w2156_d128_h10_1_38 1,2 --configs 16x239+8x12+14x97 --heads 10 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 54 -> 38
steps_named w1585_d128_h48_4_30 1,2 --configs 4x32+9x23+9x243+8x82 --heads 48 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 156 -> 120
steps_named w1544_d128_h12_1_38 1,2 --configs 16x64+16x9+6x255 --heads 12 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 44 -> 38
steps_named w299_d128_h40_4_25 1,2 --configs 12x96+7x202+6x239 --heads 40 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 152 -> 100
steps_named w1765_d128_h10_1_26 1,2 --configs 14x194+12x145 --heads 10 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=1), grid 52 -> 26
steps_named w1801_d256_h12_2_17 1,2 --configs 7x81+10x108 --heads 12 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 68 -> 34
steps_named w1657_d256_h32_8_28 1,2 --configs 12x124+12x27+4x120 --heads 32 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 352 -> 224
steps_named w3381_d256_h32_2_28 1,2 --configs 10x53+15x122+3x39 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 86 -> 56
steps_named w1112_d256_h32_4_36 1,2 --configs 8x73+14x70+9x101+5x55 --heads 32 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 268 -> 144
steps_named w549_d256_h128_8_16 1,2 --configs 1x13+6x11+7x106+2x125 --heads 128 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 200 -> 128
steps_named w609_d256_h12_2_40 1,2 --configs 15x115+12x101+8x122+5x58 --heads 12 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 150 -> 80
steps_named w1212_d256_h24_4_33 1,2 --configs 16x17+15x54+2x113 --heads 24 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 140 -> 132
steps_named w2107_d256_h5_1_36 1,2 --configs 8x83+16x94+12x124 --heads 5 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 72 -> 36
steps_named w1637_d256_h6_1_32 1,2 --configs 14x108+13x23+5x125 --heads 6 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 51 -> 32
steps_named w204_d256_h16_4_15 1,2 --configs 4x102+11x52 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 76 -> 60
steps_named w2943_d256_h16_4_23 1,2 --configs 7x102+7x55+7x92+2x103 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 156 -> 92
steps_named w3410_d256_h16_4_31 1,2 --configs 12x12+4x102+6x84+9x110 --heads 16 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 200 -> 124
steps_named w1958_d256_h48_8_22 1,2 --configs 7x14+14x122+1x34 --heads 48 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 288 -> 176
steps_named w3662_d256_h40_8_24 1,2 --configs 16x27+8x142 --heads 40 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 256 -> 192
steps_named w2571_d256_h24_4_23 1,2 --configs 8x119+15x83 --heads 24 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 184 -> 92
steps_named w2495_d256_h16_4_17 1,2 --configs 6x126+8x112+3x64 --heads 16 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=2) -> gqa(chunk=32, splits=1), grid 124 -> 68
steps_check
steps_drawn 248 --lengths mixed
steps_end
echo "round 1: $((SECONDS - start)) s"
