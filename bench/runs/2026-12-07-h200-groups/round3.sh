#!/bin/bash
# Round 3: merge_tier with the two-level merge (the candidate): from 33 to 256
# partitions, where the kernel merges in two levels (not over 16 heads at
# head_dim 64), the count stands up to 128 and past it is 128; the tree
# (two_level.patch's kernel, the planner before) steps such counts down to 32,
# 64, 96 or 128 within a quarter, and 33 to 63 parts under 2048 tokens to 32,
# all read with the one-level merge. Held out: bench/runs/2026-12-07-h200-tier/
# draw.lua seed 2026120632 (4000 drawn) with the tree and the candidate, 750
# moved; 12 at each head_dim picked by pick.py (Python's
# random.seed(2026120633)), none timed before, each at the tree's count and the
# candidate's in the same rows (one build: the kernel is the same). The comment
# after each: the tree -> the candidate. Then every step again (a second
# pass, `_b`) as the budget allows. Run from round2.sh, with the candidate's
# build as STEPS_BIN (build/pabench_cand).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_begin groups_round3 ${ROUND3_BUDGET:-400}
pass() { # SUFFIX
  steps_named g1024_d64_h4_1_4$1 32,33 --configs 4x45140 --heads 4 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 128 -> 132
  steps_named g2823_d64_h4_4_2$1 32,33 --configs 2x176026 --heads 4 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 32 --allocator contiguous  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=33), grid 256 -> 264
  steps_named g3174_d64_h8_8_1$1 32,33 --configs 1x40715 --heads 8 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=33), grid 256 -> 264
  steps_named g3507_d64_h2_1_8$1 64,74 --configs 1x138863+7x50058 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=74), grid 232 -> 263
  steps_named g1959_d64_h16_2_1$1 64,66 --configs 1x126957 --heads 16 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 128 -> 132
  steps_named g30_d64_h32_4_1$1 64,66 --configs 1x84245 --heads 32 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 256 -> 264
  steps_named g660_d64_h8_1_2$1 64,66 --configs 2x111739 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 128 -> 132
  steps_named g1164_d64_h16_2_5$1 64,67 --configs 1x519683+4x124481 --heads 16 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=67), grid 256 -> 270
  steps_named g1374_d64_h8_8_1$1 32,33 --configs 1x74990 --heads 8 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=33), grid 256 -> 264
  steps_named g2445_d64_h4_2_2$1 64,66 --configs 2x470038 --heads 4 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 256 -> 264
  steps_named g1092_d64_h16_2_4$1 32,33 --configs 4x312219 --heads 16 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 256 -> 264
  steps_named g2532_d64_h32_8_1$1 32,33 --configs 1x52154 --heads 32 --kv_heads 8 --head_dim 64 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 256 -> 264
  steps_named g3345_d128_h2_1_1$1 32,53 --configs 1x53751 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=53), grid 32 -> 53
  steps_named g3760_d128_h2_1_2$1 64,66 --configs 2x150284 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 128 -> 132
  steps_named g151_d128_h16_2_10$1 32,35 --configs 2x166305+5x75401+3x71951 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=35), grid 362 -> 396
  steps_named g3382_d128_h8_1_3$1 32,38 --configs 3x38899 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=38), grid 96 -> 114
  steps_named g1560_d128_h8_4_1$1 32,33 --configs 1x57150 --heads 8 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 128 -> 132
  steps_named g3033_d128_h2_1_7$1 32,36 --configs 2x176519+4x53592+1x77894 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=36), grid 119 -> 132
  steps_named g3843_d128_h16_2_1$1 64,66 --configs 1x76929 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 128 -> 132
  steps_named g3570_d128_h2_1_2$1 64,66 --configs 2x421471 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=64) -> gqa(chunk=64, splits=66), grid 128 -> 132
  steps_named g2179_d128_h64_4_1$1 32,33 --configs 1x103703 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 128 -> 132
  steps_named g1153_d128_h2_1_1$1 32,54 --configs 1x54372 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=54), grid 32 -> 54
  steps_named g2191_d128_h2_2_2$1 32,33 --configs 2x427366 --heads 2 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=33), grid 128 -> 132
  steps_named g1236_d128_h8_1_4$1 32,33 --configs 4x79946 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=33), grid 128 -> 132
  steps_named g1072_d256_h1_1_3$1 32,44 --configs 3x81973 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=32) -> split_kv(chunk=32, splits=44), grid 96 -> 132
  steps_named g1685_d256_h8_2_2$1 32,33 --configs 2x77832 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g2943_d256_h8_1_4$1 32,33 --configs 4x123029 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g3383_d256_h32_2_2$1 32,33 --configs 2x64339 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g1945_d256_h16_4_1$1 32,33 --configs 1x42596 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g1108_d256_h2_1_1$1 32,50 --configs 1x50416 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=50), grid 32 -> 50
  steps_named g3120_d256_h8_4_1$1 32,33 --configs 1x62891 --heads 8 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g2975_d256_h4_1_4$1 32,33 --configs 4x117682 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g3040_d256_h2_1_4$1 32,33 --configs 4x43105 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g3182_d256_h2_1_4$1 32,33 --configs 4x193214 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g3117_d256_h8_4_1$1 32,33 --configs 1x66213 --heads 8 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named g196_d256_h1_1_16$1 32,38 --configs 2x39123+6x11157+8x3387 --heads 1 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=32) -> split_kv(chunk=32, splits=38), grid 148 -> 174
}
pass ""
pass _b
steps_end
echo "round 3: $((SECONDS - start)) s"
