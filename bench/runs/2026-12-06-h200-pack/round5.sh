#!/bin/bash
# Round 5: group 16 over sequences of one or two steps at head_dim 64 and 128,
# where one_head_ctas still runs a CTA a head (its warps serve two blocks of
# heads, and grouped_packs leaves them): round 3 saw the grouped kernel win at
# 1376 and 1408 one-head CTAs and lose at 832 and below. Two disjoint draws
# of grids of 640 to 1584 such CTAs (draw_g16.lua): g* (seed 2026120610) to
# read a bound from, gh* (seed 2026120611) to hold it out on, each at split
# count 1, where auto.lua times paged and split_kv (a CTA a head) beside gqa
# unsplit in the same rows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin pack_round5 $((300 - (SECONDS - start)))
steps_named g1_16_1_d64_49x28 1 --configs 49x28 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 8 --allocator shuffled  # paged(chunk=64) grid 392, 784 CTAs a head
steps_named g2_32_2_d128_42x29 1 --configs 42x29 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 672, 1344 CTAs a head
steps_named g3_16_1_d64_58x15 1 --configs 58x15 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # paged(chunk=64) grid 464, 928 CTAs a head
steps_named g4_16_1_d64_29x23p29x28 1 --configs 29x23+29x28 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator contiguous  # paged(chunk=64) grid 464, 928 CTAs a head
steps_named g5_128_8_d64_5x7 1 --configs 5x7 --heads 128 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # paged(chunk=64) grid 320, 640 CTAs a head
steps_named g6_32_2_d64_10x14p11x5 1 --configs 10x14+11x5 --heads 32 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # paged(chunk=64) grid 336, 672 CTAs a head
steps_named g7_16_1_d128_99x23 1 --configs 99x23 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # paged(chunk=64) grid 792, 1584 CTAs a head
steps_named g8_16_1_d128_75x19 1 --configs 75x19 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 600, 1200 CTAs a head
steps_named g9_16_1_d128_61x16 1 --configs 61x16 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # paged(chunk=64) grid 488, 976 CTAs a head
steps_named g10_16_1_d128_25x32p25x12 1 --configs 25x32+25x12 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 400, 800 CTAs a head
steps_named g11_16_1_d64_31x29p32x3 1 --configs 31x29+32x3 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 1 --allocator shuffled  # paged(chunk=64) grid 504, 1008 CTAs a head
steps_named g12_64_4_d128_16x15 1 --configs 16x15 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 8 --allocator fragmented  # paged(chunk=64) grid 512, 1024 CTAs a head
steps_named g13_16_1_d128_44x1p45x10 1 --configs 44x1+45x10 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # paged(chunk=64) grid 712, 1424 CTAs a head
steps_named g14_128_8_d64_3x25p4x2 1 --configs 3x25+4x2 --heads 128 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 256 --allocator shuffled  # paged(chunk=64) grid 448, 896 CTAs a head
steps_named g15_16_1_d128_54x27 1 --configs 54x27 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # paged(chunk=64) grid 432, 864 CTAs a head
steps_named g16_128_8_d128_10x6 1 --configs 10x6 --heads 128 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 640, 1280 CTAs a head
steps_named gh1_128_8_d128_11x26 1 --configs 11x26 --heads 128 --kv_heads 8 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # paged(chunk=64) grid 704, 1408 CTAs a head
steps_named gh2_32_2_d128_44x19 1 --configs 44x19 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # paged(chunk=64) grid 704, 1408 CTAs a head
steps_named gh3_32_2_d128_44x32 1 --configs 44x32 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # paged(chunk=64) grid 704, 1408 CTAs a head
steps_named gh4_64_4_d128_10x4p10x11 1 --configs 10x4+10x11 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # paged(chunk=64) grid 640, 1280 CTAs a head
steps_named gh5_128_8_d128_6x12 1 --configs 6x12 --heads 128 --kv_heads 8 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # paged(chunk=64) grid 384, 768 CTAs a head
steps_named gh6_64_4_d64_14x26 1 --configs 14x26 --heads 64 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 1 --allocator shuffled  # paged(chunk=64) grid 448, 896 CTAs a head
steps_named gh7_256_16_d128_4x30 1 --configs 4x30 --heads 256 --kv_heads 16 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # paged(chunk=64) grid 512, 1024 CTAs a head
steps_named gh8_32_2_d128_42x14 1 --configs 42x14 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # paged(chunk=64) grid 672, 1344 CTAs a head
steps_named gh9_64_4_d64_12x26 1 --configs 12x26 --heads 64 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # paged(chunk=64) grid 384, 768 CTAs a head
steps_named gh10_32_2_d64_11x5p11x18 1 --configs 11x5+11x18 --heads 32 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=64) grid 352, 704 CTAs a head
steps_named gh11_64_4_d64_11x7 1 --configs 11x7 --heads 64 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 8 --allocator contiguous  # paged(chunk=64) grid 352, 704 CTAs a head
steps_named gh12_64_4_d128_10x32 1 --configs 10x32 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # paged(chunk=64) grid 320, 640 CTAs a head
steps_end
echo "round 5: $((SECONDS - start)) s"
