#!/bin/bash
# Wide round 1: where wide_parts_cap cuts a one-wave count of over 32 parts
# to 16 or 32 (draw.lua), every launch of split_kv and gqa at 16, 32, the
# one-wave count and the counts up to it whose parts are whole rounds, merged
# in two levels (scenarios/auto.lua, the tree's auto beside them), on the tree
# of d3d47bd. Two draws of 30:
# - r*: seed 2026120655, the steps a rule is read from;
# - h*: seed 2026120656, held out: read only once the rule is fixed.
# The two draws' steps run in turns, so a short call cuts both alike.
# Where the card is an H200, the full check and the suite first.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_h200_suite $start
steps_begin wide_round1 $((520 - SECONDS + start))
steps_named r1_d64_h1_1_6 16,32,37,44 --configs 6x18755 --heads 1 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # split_kv(chunk=64, splits=16), grid 96, one wave 44
steps_named h1_d128_h4_4_1 16,32,33 --configs 1x25925 --heads 4 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=26), grid 104, one wave 33
steps_named r2_d128_h8_1_2 16,32,33,39,49,65,66 --configs 2x49506 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=49), grid 98, one wave 66
steps_named h2_d64_h8_2_2 16,32,39,58,66 --configs 2x29500 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=29), grid 116, one wave 66
steps_named r3_d64_h8_1_5 16,32,38,51,52 --configs 5x38906 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=26), grid 130, one wave 52
steps_named h3_d128_h1_1_2 16,32,34,40,50,66 --configs 2x50720 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # split_kv(chunk=64, splits=50), grid 100, one wave 66
steps_named r4_d256_h64_4_1 16,32,33 --configs 1x4530 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=16), grid 64, one wave 33
steps_named h4_d64_h1_1_5 16,32,52 --configs 5x14364 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # split_kv(chunk=64, splits=16), grid 80, one wave 52
steps_named r5_d64_h8_1_5 16,32,37,46,52 --configs 5x47034 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=26), grid 130, one wave 52
steps_named h5_d64_h8_1_4 16,32,35,52,66 --configs 4x26386 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=26), grid 104, one wave 66
steps_named r6_d256_h4_1_4 16,32,33 --configs 4x18728 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=32), grid 128, one wave 33
steps_named h6_d256_h8_4_1 16,32,33 --configs 1x26300 --heads 8 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32), grid 128, one wave 33
steps_named r7_d128_h2_1_2 16,32,43,64,66 --configs 2x32753 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=32), grid 64, one wave 66
steps_named h7_d256_h8_1_3 16,32,44 --configs 3x6718 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=16), grid 48, one wave 44
steps_named r8_d128_h2_2_1 16,32,35,40,48,60,66 --configs 1x61043 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # split_kv(chunk=64, splits=60), grid 120, one wave 66
steps_named h8_d64_h32_4_2 16,32,33 --configs 2x32149 --heads 32 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=32), grid 256, one wave 33
steps_named r9_d256_h16_1_1 16,32,43,49,58,69,86,115 --configs 1x43797 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=43), grid 43, one wave 132
steps_named h9_d64_h16_4_1 16,32,34,66 --configs 1x17339 --heads 16 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=16), grid 64, one wave 66
steps_named r10_d128_h2_1_3 16,32,35,43,44 --configs 3x43526 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=43), grid 129, one wave 44
steps_named h10_d64_h8_2_3 16,32,44 --configs 3x12956 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=16), grid 96, one wave 44
steps_named r11_d64_h8_1_4 16,32,33,40,50,66 --configs 4x50679 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=33), grid 132, one wave 66
steps_named h11_d256_h16_2_1 16,32,37,49,66 --configs 1x18654 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=32), grid 64, one wave 66
steps_named r12_d256_h2_1_2 16,32,34,42,56,66 --configs 2x21198 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # split_kv(chunk=32, splits=32), grid 128, one wave 66
steps_named h12_d64_h4_1_5 16,32,34,52 --configs 5x17343 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=16), grid 80, one wave 52
steps_named r13_d128_h32_2_1 16,32,34,42,56,66 --configs 1x42745 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=42), grid 84, one wave 66
steps_named h13_d64_h8_1_6 16,32,39,44 --configs 6x19608 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=16), grid 96, one wave 44
steps_named r14_d256_h2_1_3 16,32,39,44 --configs 3x9817 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=16), grid 48, one wave 44
steps_named h14_d256_h32_4_1 16,32,33 --configs 1x5413 --heads 32 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=16), grid 64, one wave 33
steps_named r15_d128_h2_2_2 16,32,33 --configs 2x28800 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=64, splits=29), grid 116, one wave 33
steps_named h15_d256_h4_4_1 16,32,33 --configs 1x8836 --heads 4 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # split_kv(chunk=32, splits=16), grid 64, one wave 33
steps_named r16_d256_h16_1_3 16,32,35,40,44 --configs 3x35306 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=35), grid 105, one wave 44
steps_named h16_d64_h8_1_4 16,32,33,40,49,66 --configs 4x50103 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=33), grid 132, one wave 66
steps_named r17_d128_h32_2_1 16,32,33,39,46,58,66 --configs 1x58823 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=58), grid 116, one wave 66
steps_named h17_d64_h32_4_1 16,32,46,66 --configs 1x23057 --heads 32 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=23), grid 92, one wave 66
steps_named r18_d256_h8_1_2 16,32,34,45,66 --configs 2x16931 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32), grid 64, one wave 66
steps_named h18_d256_h16_1_3 16,32,42,44 --configs 3x10704 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=16), grid 48, one wave 44
steps_named r19_d64_h2_1_4 16,32,37,47,62,66 --configs 4x47141 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=33), grid 132, one wave 66
steps_named h19_d128_h4_1_3 16,32,33,44 --configs 3x24773 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=25), grid 75, one wave 44
steps_named r20_d64_h16_8_1 16,32,33 --configs 1x8501 --heads 16 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=16), grid 128, one wave 33
steps_named h20_d64_h8_1_4 16,32,40,66 --configs 4x20385 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=16), grid 64, one wave 66
steps_named r21_d64_h1_1_3 16,32,36,43,53,71,88 --configs 3x53928 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # split_kv(chunk=64, splits=44), grid 132, one wave 88
steps_named h21_d64_h4_4_2 16,32,33 --configs 2x29208 --heads 4 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # split_kv(chunk=64, splits=16), grid 128, one wave 33
steps_named r22_d128_h16_1_1 16,32,35,42,53,70,105 --configs 1x53461 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=53), grid 53, one wave 132
steps_named h22_d128_h4_1_2 16,32,33,42,55,66 --configs 2x42190 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=42), grid 84, one wave 66
steps_named r23_d128_h8_1_2 16,32,40,66 --configs 2x20360 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=32), grid 64, one wave 66
steps_named h23_d128_h2_1_1 16,32,35,42,52,70,104 --configs 1x53238 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=52), grid 52, one wave 132
steps_named r24_d64_h64_8_1 16,32,33 --configs 1x23956 --heads 64 --kv_heads 8 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=16), grid 128, one wave 33
steps_named h24_d128_h16_1_2 16,32,37,50,66 --configs 2x37858 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=37), grid 74, one wave 66
steps_named r25_d128_h32_2_1 16,32,36,45,60,66 --configs 1x46042 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=45), grid 90, one wave 66
steps_named h25_d256_h2_1_1 16,32,56,64,75,90,112 --configs 1x57059 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=56), grid 56, one wave 132
steps_named r26_d128_h8_2_2 16,32,33 --configs 2x20519 --heads 8 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=21), grid 84, one wave 33
steps_named h26_d128_h1_1_2 16,32,35,46,66 --configs 2x34889 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # split_kv(chunk=64, splits=35), grid 70, one wave 66
steps_named r27_d256_h2_2_2 16,32,33 --configs 2x6610 --heads 2 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # split_kv(chunk=32, splits=16), grid 64, one wave 33
steps_named h27_d256_h2_1_1 16,32,52,60,70,84,104 --configs 1x53169 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=52), grid 52, one wave 132
steps_named r28_d64_h4_1_3 16,32,36,54,88 --configs 3x27386 --heads 4 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=27), grid 81, one wave 88
steps_named h28_d256_h8_1_1 16,32,36,43,54,71,107 --configs 1x27224 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32), grid 32, one wave 132
steps_named r29_d64_h2_2_4 16,32,33 --configs 4x12405 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # split_kv(chunk=64, splits=16), grid 128, one wave 33
steps_named h29_d128_h16_1_1 16,32,33,39,49,65,98 --configs 1x49679 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=49), grid 49, one wave 132
steps_named r30_d128_h4_1_1 16,32,35,41,49,61,81,122 --configs 1x61955 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=61), grid 61, one wave 132
steps_named h30_d256_h1_1_2 16,32,40,60,66 --configs 2x15257 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=16), grid 32, one wave 66
steps_end
echo "wide round 1: $((SECONDS - start)) s"
