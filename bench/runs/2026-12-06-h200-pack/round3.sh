#!/bin/bash
# Round 3: one_head_ctas against the grouped kernel now that its one-warp
# CTAs pack (round 2: 4 x 3 at 256/16, grouped 4.93 -> 2.64 us, where the rule
# runs a CTA a head at 3.05). Two disjoint draws, each of 24 steps among those
# the rule runs a CTA a head over sequences of at most two steps in a grid of
# over half the SMs (draw_onehead.lua wide) and 10 within half the SMs
# (narrow): set A (o*, seeds 2026120603 and 2026120604) to read a change
# from, set B (h*, seeds 2026120605 and 2026120606) to hold it out on. Each
# with this build at split count 1, where auto.lua times paged and split_kv
# (a CTA a head) beside gqa unsplit, so a rule choosing between them reads
# its time off the same rows. First the GPU test suite whole, whose packed
# row (check_packed) has not run on a GPU yet, and check --random on a new
# seed.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261231
steps_begin pack_round3 $((400 - (SECONDS - start)))
steps_named o1_4_1_d128_75x5 1 --configs 75x5 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # paged(chunk=64) grid 150
steps_named o2_32_4_d128_7x11 1 --configs 7x11 --heads 32 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # paged(chunk=64) grid 112
steps_named o3_32_8_d128_2x4p2x25 1 --configs 2x4+2x25 --heads 32 --kv_heads 8 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 64
steps_named o4_2_1_d256_19x24p20x2 1 --configs 19x24+20x2 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # paged(chunk=32) grid 39
steps_named o5_4_1_d64_35x21 1 --configs 35x21 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=64) grid 70
steps_named o6_8_1_d64_6x12p7x21 1 --configs 6x12+7x21 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator shuffled  # paged(chunk=64) grid 52
steps_named o7_2_1_d256_83x6 1 --configs 83x6 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # paged(chunk=32) grid 83
steps_named o8_10_2_d256_15x2 1 --configs 15x2 --heads 10 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # paged(chunk=32) grid 75
steps_named o9_8_4_d256_11x27 1 --configs 11x27 --heads 8 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # paged(chunk=32) grid 44
steps_named o10_64_8_d128_11x12 1 --configs 11x12 --heads 64 --kv_heads 8 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=64) grid 352
steps_named o11_64_4_d128_4x30p5x21 1 --configs 4x30+5x21 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=64) grid 288
steps_named o12_8_2_d128_35x6 1 --configs 35x6 --heads 8 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # paged(chunk=64) grid 140
steps_named o13_32_2_d128_21x8p22x7 1 --configs 21x8+22x7 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # paged(chunk=64) grid 688
steps_named o14_16_1_d64_9x32 1 --configs 9x32 --heads 16 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator fragmented  # paged(chunk=64) grid 72
steps_named o15_20_4_d256_14x18 1 --configs 14x18 --heads 20 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # paged(chunk=32) grid 140
steps_named o16_32_2_d128_14x2 1 --configs 14x2 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # paged(chunk=64) grid 224
steps_named o17_8_1_d128_98x1 1 --configs 98x1 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # paged(chunk=64) grid 392
steps_named o18_16_2_d256_39x22 1 --configs 39x22 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=32) grid 312
steps_named o19_2_1_d256_95x12 1 --configs 95x12 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # paged(chunk=32) grid 95
steps_named o20_5_1_d256_8x1p8x12 1 --configs 8x1+8x12 --heads 5 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # paged(chunk=32) grid 40
steps_named o21_16_4_d64_9x10 1 --configs 9x10 --heads 16 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 32 --allocator fragmented  # paged(chunk=64) grid 72
steps_named o22_20_4_d256_9x28 1 --configs 9x28 --heads 20 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # paged(chunk=32) grid 90
steps_named o23_16_1_d64_5x24p5x13 1 --configs 5x24+5x13 --heads 16 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 80
steps_named o24_64_4_d256_4x29p5x1 1 --configs 4x29+5x1 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # paged(chunk=32) grid 288
steps_named on1_5_1_d64_6x24p6x4 1 --configs 6x24+6x4 --heads 5 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator shuffled  # paged(chunk=64) grid 30
steps_named on2_8_4_d128_1x13 1 --configs 1x13 --heads 8 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=64) grid 4
steps_named on3_64_16_d256_1x11 1 --configs 1x11 --heads 64 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # paged(chunk=32) grid 32
steps_named on4_8_4_d256_1x31 1 --configs 1x31 --heads 8 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # paged(chunk=32) grid 4
steps_named on5_16_1_d256_1x7 1 --configs 1x7 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator contiguous  # paged(chunk=32) grid 8
steps_named on6_8_1_d64_4x22p4x17 1 --configs 4x22+4x17 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # paged(chunk=64) grid 32
steps_named on7_8_4_d256_6x16 1 --configs 6x16 --heads 8 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 8 --allocator fragmented  # paged(chunk=32) grid 24
steps_named on8_32_2_d256_2x13 1 --configs 2x13 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # paged(chunk=32) grid 32
steps_named on9_32_2_d128_2x24 1 --configs 2x24 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # paged(chunk=64) grid 32
steps_named on10_8_4_d64_4x5 1 --configs 4x5 --heads 8 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # paged(chunk=64) grid 16
steps_named h1_32_4_d64_2x3p2x5 1 --configs 2x3+2x5 --heads 32 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 32 --allocator shuffled  # paged(chunk=64) grid 64
steps_named h2_80_16_d64_2x7 1 --configs 2x7 --heads 80 --kv_heads 16 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # paged(chunk=64) grid 80
steps_named h3_32_2_d128_22x14p22x32 1 --configs 22x14+22x32 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 704
steps_named h4_5_1_d128_68x12 1 --configs 68x12 --heads 5 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 8 --allocator contiguous  # paged(chunk=64) grid 170
steps_named h5_16_8_d256_5x28 1 --configs 5x28 --heads 16 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 8 --allocator contiguous  # paged(chunk=32) grid 40
steps_named h6_2_1_d64_21x32p21x25 1 --configs 21x32+21x25 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # paged(chunk=64) grid 42
steps_named h7_32_8_d256_5x28 1 --configs 5x28 --heads 32 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # paged(chunk=32) grid 80
steps_named h8_16_4_d128_16x5 1 --configs 16x5 --heads 16 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 8 --allocator fragmented  # paged(chunk=64) grid 128
steps_named h9_16_1_d128_52x21 1 --configs 52x21 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # paged(chunk=64) grid 416
steps_named h10_32_4_d128_22x14 1 --configs 22x14 --heads 32 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # paged(chunk=64) grid 352
steps_named h11_16_2_d64_16x32 1 --configs 16x32 --heads 16 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # paged(chunk=64) grid 128
steps_named h12_16_1_d256_32x22 1 --configs 32x22 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # paged(chunk=32) grid 256
steps_named h13_16_4_d64_5x8p6x3 1 --configs 5x8+6x3 --heads 16 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=64) grid 88
steps_named h14_8_2_d256_22x28 1 --configs 22x28 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=32) grid 88
steps_named h15_32_8_d256_4x26 1 --configs 4x26 --heads 32 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # paged(chunk=32) grid 64
steps_named h16_128_8_d64_3x16p3x32 1 --configs 3x16+3x32 --heads 128 --kv_heads 8 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # paged(chunk=64) grid 384
steps_named h17_2_1_d64_43x4 1 --configs 43x4 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator shuffled  # paged(chunk=64) grid 43
steps_named h18_20_4_d256_8x28p8x26 1 --configs 8x28+8x26 --heads 20 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # paged(chunk=32) grid 160
steps_named h19_8_4_d128_10x20 1 --configs 10x20 --heads 8 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # paged(chunk=64) grid 40
steps_named h20_5_1_d128_35x13p35x21 1 --configs 35x13+35x21 --heads 5 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # paged(chunk=64) grid 175
steps_named h21_2_1_d256_60x27 1 --configs 60x27 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # paged(chunk=32) grid 60
steps_named h22_4_1_d256_63x31 1 --configs 63x31 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # paged(chunk=32) grid 126
steps_named h23_80_16_d256_2x31p2x23 1 --configs 2x31+2x23 --heads 80 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=32) grid 160
steps_named h24_16_4_d64_14x15 1 --configs 14x15 --heads 16 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # paged(chunk=64) grid 112
steps_named hn1_4_2_d256_2x15 1 --configs 2x15 --heads 4 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 8 --allocator shuffled  # paged(chunk=32) grid 4
steps_named hn2_8_2_d64_4x31 1 --configs 4x31 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator shuffled  # paged(chunk=64) grid 16
steps_named hn3_4_2_d64_11x27 1 --configs 11x27 --heads 4 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # paged(chunk=64) grid 22
steps_named hn4_4_2_d64_10x5 1 --configs 10x5 --heads 4 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # paged(chunk=64) grid 20
steps_named hn5_4_1_d128_7x17 1 --configs 7x17 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # paged(chunk=64) grid 14
steps_named hn6_64_16_d64_1x24 1 --configs 1x24 --heads 64 --kv_heads 16 --head_dim 64 --dtype bf16 --block_size 32 --allocator shuffled  # paged(chunk=64) grid 32
steps_named hn7_4_2_d128_5x27 1 --configs 5x27 --heads 4 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # paged(chunk=64) grid 10
steps_named hn8_4_2_d256_4x25p4x18 1 --configs 4x25+4x18 --heads 4 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # paged(chunk=32) grid 16
steps_named hn9_2_1_d256_4x27p5x31 1 --configs 4x27+5x31 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 8 --allocator contiguous  # paged(chunk=32) grid 9
steps_named hn10_10_2_d256_6x20 1 --configs 6x20 --heads 10 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # paged(chunk=32) grid 30
steps_end
echo "round 3: $((SECONDS - start)) s"
