#!/bin/bash
# Round 1: merge_tier keeps a count up to a quarter past the merge's step
# where its parts are 2048 tokens or more (the candidate), where the tree
# takes the step (32, 64, 96, 128; 16 at head_dim 64). Held out: draw.lua
# seed 2026120630 (4000 drawn) with the tree before and the candidate: 577
# moved; 12 at each head_dim picked (Python's random.seed(2026120631)),
# none timed before, each at the tree's count and the candidate's in the
# same rows; then five recorded steps it moves, whose new count no record
# timed. The comment after each: the tree before -> the candidate. Then
# check --kernels auto, and every step again (a second pass, `_b`).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin tier_round1 420
pass() { # SUFFIX
  steps_named t3275_d64_h4_2_6$1 32,35 --configs 2x462940+4x201029 --heads 4 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=35), grid 240 -> 268
  steps_named t571_d64_h32_2_11$1 32,34 --configs 2x150574+7x26729+1x42241+1x50125 --heads 32 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=34), grid 252 -> 278
  steps_named t1062_d64_h64_8_1$1 32,33 --configs 1x303037 --heads 64 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 256 -> 264
  steps_named t2189_d64_h1_1_15$1 64,73 --configs 1x480693+4x43214+7x91194+3x147768 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # split_kv(chunk=64, splits=64) -> split_kv(chunk=64, splits=73), grid 239 -> 268
  steps_named t2528_d64_h8_2_4$1 32,33 --configs 4x93957 --heads 8 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 256 -> 264
  steps_named t253_d64_h8_1_7$1 96,98 --configs 2x290614+1x52018+4x37085 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=96) -> gqa(chunk=64, splits=98), grid 262 -> 266
  steps_named t2513_d64_h4_4_2$1 32,33 --configs 2x328107 --heads 4 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=33), grid 256 -> 264
  steps_named t118_d64_h32_2_4$1 32,33 --configs 4x374667 --heads 32 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 256 -> 264
  steps_named t2874_d64_h4_2_15$1 32,33 --configs 2x224209+7x14510+6x54041 --heads 4 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 266 -> 270
  steps_named t2714_d64_h2_2_4$1 32,33 --configs 4x124877 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=33), grid 256 -> 264
  steps_named t3849_d64_h16_8_1$1 32,33 --configs 1x156536 --heads 16 --kv_heads 8 --head_dim 64 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 256 -> 264
  steps_named t2410_d64_h4_4_2$1 32,33 --configs 2x372050 --heads 4 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=33), grid 256 -> 264
  steps_named t99_d128_h32_2_2$1 32,33 --configs 2x119533 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 128 -> 132
  steps_named t2964_d128_h4_1_9$1 32,36 --configs 1x98397+8x31332 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=36), grid 120 -> 132
  steps_named t3304_d128_h1_1_14$1 32,34 --configs 2x83261+8x6873+4x23263 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=34), grid 124 -> 132
  steps_named t1666_d128_h4_1_10$1 32,34 --configs 2x192599+8x42622 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=34), grid 128 -> 132
  steps_named t3774_d128_h1_1_8$1 32,34 --configs 1x95145+7x37315 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=34), grid 123 -> 132
  steps_named t969_d128_h32_2_8$1 32,37 --configs 1x101197+3x46945+4x28851 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=37), grid 234 -> 270
  steps_named t3127_d128_h2_1_2$1 64,66 --configs 2x260910 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 128 -> 132
  steps_named t1319_d128_h64_4_1$1 32,33 --configs 1x136489 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 128 -> 132
  steps_named t1083_d128_h2_2_2$1 32,33 --configs 2x95746 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=33), grid 128 -> 132
  steps_named t2794_d128_h8_1_1$1 128,132 --configs 1x404952 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=128) -> gqa(chunk=64, splits=132), grid 128 -> 132
  steps_named t3182_d128_h32_2_1$1 64,66 --configs 1x285768 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 128 -> 132
  steps_named t3334_d128_h16_2_12$1 32,36 --configs 1x78704+6x32012+5x31219 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=36), grid 350 -> 402
  steps_named t3889_d256_h8_1_1$1 128,132 --configs 1x331117 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=128) -> gqa(chunk=32, splits=132), grid 128 -> 132
  steps_named t815_d256_h8_2_10$1 32,36 --configs 2x79410+1x4077+7x37932 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=36), grid 356 -> 400
  steps_named t3015_d256_h4_4_7$1 32,33 --configs 1x79285+6x25658 --heads 4 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=32) -> split_kv(chunk=32, splits=33), grid 392 -> 396
  steps_named t1005_d256_h8_2_13$1 32,33 --configs 1x78330+5x38233+5x22990+2x37579 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 388 -> 400
  steps_named t327_d256_h8_4_1$1 32,33 --configs 1x175092 --heads 8 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named t2612_d256_h16_2_1$1 64,66 --configs 1x287100 --heads 16 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=64) -> gqa(chunk=32, splits=66), grid 128 -> 132
  steps_named t2593_d256_h32_2_7$1 32,36 --configs 2x92622+5x29823 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=36), grid 238 -> 264
  steps_named t2815_d256_h8_1_4$1 32,33 --configs 4x115045 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named t1707_d256_h32_2_1$1 64,66 --configs 1x166517 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=64) -> gqa(chunk=32, splits=66), grid 128 -> 132
  steps_named t409_d256_h4_1_2$1 64,66 --configs 2x197736 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=64) -> gqa(chunk=32, splits=66), grid 128 -> 132
  steps_named t2355_d256_h8_2_2$1 32,33 --configs 2x78400 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named t1965_d256_h4_1_8$1 32,36 --configs 2x162910+6x42388 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=36), grid 118 -> 132
  steps_named rec_fr_8_1$1 64,75 --configs 1x400000+1x300000 --heads 8 --kv_heads 1  # 64 -> 75 (fewrows round 1: 131.84 us in 64)
  steps_named rec_fr_16_2$1 32,37 --configs 1x400000+1x300000 --heads 16 --kv_heads 2  # 32 -> 37
  steps_named rec_fr_2_1$1 64,73 --configs 1x250000+1x200000 --heads 2 --kv_heads 1  # 64 -> 73 (82.85 us in 64)
  steps_named rec_mw_8_1$1 96,107 --configs 1x151449+1x672573 --heads 8 --kv_heads 1 --dtype bf16 --allocator contiguous  # 96 -> 107 (114.56 us in 96)
  steps_named rec_fresh_d256$1 32,34 --configs 1x17962+1x64111+1x66195+1x32302+1x36542+1x109226+1x84161 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1  # 32 -> 34 (130.98 us in 32, 129.53 in 40)
}
pass ""
steps_check
pass _b
steps_end
echo "round 1: $((SECONDS - start)) s"
