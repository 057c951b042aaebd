#!/bin/bash
# Round 6, prepared, not run: wide_parts_cap with the two-level merge (the
# candidate, wide_two_level.patch). The rule caps a uniform batch's count at
# parts of MMA_WIDE_PART_TOKENS (1024), 16 or 32, where the one-wave count cut
# 33 to 132 parts "whose merge cost more than the SMs they filled", read with
# the one-level merge; the candidate keeps a count of 33 to 128 where the merge
# takes two levels. Held out: bench/runs/2026-12-07-h200-tier/draw.lua seed
# 2026120636 (4000 drawn) with the tree (e2b66fd) and the candidate, 276 moved
# (head_dim 64 127, 128 92, 256 57); 12 at each head_dim picked by pick.py
# (Python's random.seed(2026120637)), none timed before, each at the tree's
# count and the candidate's in the same rows (the tree's build: the counts are
# given), then a second pass as the budget allows. Read with
# bench/runs/2026-12-07-h200-tier/read_tier.py.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin groups_round6 ${ROUND6_BUDGET:-300}
pass() { # SUFFIX
  steps_named w2953_d64_h4_4_2$1 16,33 --configs 2x25510 --heads 4 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=64, splits=16) -> split_kv(chunk=64, splits=33), grid 128 -> 264
  steps_named w3132_d64_h16_4_2$1 16,33 --configs 2x24073 --heads 16 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=33), grid 128 -> 264
  steps_named w2444_d64_h4_4_1$1 33,66 --configs 1x39033 --heads 4 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=64, splits=33) -> split_kv(chunk=64, splits=66), grid 132 -> 264
  steps_named w3074_d64_h2_1_1$1 16,68 --configs 1x17214 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=68), grid 16 -> 68
  steps_named w1514_d64_h4_1_2$1 30,119 --configs 2x30393 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=30) -> gqa(chunk=64, splits=119), grid 60 -> 238
  steps_named w271_d64_h2_1_5$1 26,52 --configs 5x44065 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=26) -> gqa(chunk=64, splits=52), grid 130 -> 260
  steps_named w1187_d64_h8_1_2$1 25,99 --configs 2x25107 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=25) -> gqa(chunk=64, splits=99), grid 50 -> 198
  steps_named w2184_d64_h2_1_4$1 29,66 --configs 4x29212 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=29) -> gqa(chunk=64, splits=66), grid 116 -> 264
  steps_named w2655_d64_h8_1_2$1 24,96 --configs 2x24522 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=24) -> gqa(chunk=64, splits=96), grid 48 -> 192
  steps_named w3391_d64_h2_2_3$1 16,44 --configs 3x18761 --heads 2 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # split_kv(chunk=64, splits=16) -> split_kv(chunk=64, splits=44), grid 96 -> 264
  steps_named w1764_d64_h16_4_1$1 25,66 --configs 1x25586 --heads 16 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=25) -> gqa(chunk=64, splits=66), grid 100 -> 256
  steps_named w3572_d64_h1_1_2$1 16,65 --configs 2x16429 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # split_kv(chunk=64, splits=16) -> split_kv(chunk=64, splits=65), grid 32 -> 130
  steps_named w3226_d128_h4_4_1$1 19,33 --configs 1x19311 --heads 4 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # split_kv(chunk=64, splits=19) -> split_kv(chunk=64, splits=33), grid 76 -> 132
  steps_named w3470_d128_h16_1_2$1 55,66 --configs 2x56114 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=55) -> gqa(chunk=64, splits=66), grid 110 -> 130
  steps_named w324_d128_h2_1_3$1 29,44 --configs 3x29169 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=29) -> gqa(chunk=64, splits=44), grid 87 -> 132
  steps_named w1402_d128_h16_2_1$1 60,66 --configs 1x61113 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=60) -> gqa(chunk=64, splits=66), grid 120 -> 132
  steps_named w1663_d128_h16_1_1$1 32,94 --configs 1x23933 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=94), grid 32 -> 94
  steps_named w3523_d128_h4_1_1$1 32,72 --configs 1x18383 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=72), grid 32 -> 72
  steps_named w2280_d128_h2_2_1$1 32,66 --configs 1x21473 --heads 2 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=66), grid 64 -> 128
  steps_named w13_d128_h16_1_3$1 16,44 --configs 3x28552 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=44), grid 48 -> 132
  steps_named w1252_d128_h4_2_1$1 32,66 --configs 1x18871 --heads 4 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=66), grid 64 -> 132
  steps_named w467_d128_h8_2_1$1 38,66 --configs 1x38758 --heads 8 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=38) -> gqa(chunk=64, splits=66), grid 76 -> 132
  steps_named w2466_d128_h8_2_1$1 57,66 --configs 1x57458 --heads 8 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=57) -> gqa(chunk=64, splits=66), grid 114 -> 132
  steps_named w692_d128_h1_1_2$1 32,66 --configs 2x31790 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=64, splits=32) -> split_kv(chunk=64, splits=66), grid 64 -> 130
  steps_named w920_d256_h2_2_2$1 32,33 --configs 2x27632 --heads 2 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # split_kv(chunk=32, splits=32) -> split_kv(chunk=32, splits=33), grid 128 -> 132
  steps_named w32_d256_h1_1_3$1 33,44 --configs 3x32863 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=33) -> split_kv(chunk=32, splits=44), grid 99 -> 132
  steps_named w2095_d256_h4_2_2$1 32,33 --configs 2x18167 --heads 4 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named w2355_d256_h32_4_1$1 16,33 --configs 1x28901 --heads 32 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=33), grid 64 -> 132
  steps_named w2306_d256_h2_2_1$1 44,66 --configs 1x44638 --heads 2 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # split_kv(chunk=32, splits=44) -> split_kv(chunk=32, splits=66), grid 88 -> 130
  steps_named w3814_d256_h8_2_1$1 59,66 --configs 1x60383 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=59) -> gqa(chunk=32, splits=66), grid 118 -> 132
  steps_named w3516_d256_h32_2_2$1 32,33 --configs 2x23362 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named w3053_d256_h2_1_3$1 32,44 --configs 3x25324 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=44), grid 96 -> 132
  steps_named w1669_d256_h4_4_1$1 32,33 --configs 1x19675 --heads 4 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=32) -> split_kv(chunk=32, splits=33), grid 128 -> 132
  steps_named w2778_d256_h1_1_4$1 32,33 --configs 4x28340 --heads 1 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # split_kv(chunk=32, splits=32) -> split_kv(chunk=32, splits=33), grid 128 -> 132
  steps_named w1601_d256_h16_4_1$1 32,33 --configs 1x18722 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 132
  steps_named w3283_d256_h1_1_3$1 42,44 --configs 3x42842 --heads 1 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # split_kv(chunk=32, splits=42) -> split_kv(chunk=32, splits=44), grid 126 -> 132
}
pass ""
pass _b
steps_end
echo "round 6: $((SECONDS - start)) s"
