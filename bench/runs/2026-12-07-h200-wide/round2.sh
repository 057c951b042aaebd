#!/bin/bash
# Wide round 2, on the tree with two_level_round_parts (round 1's rule):
# - held out: draw_uniform.lua (bench/runs/2026-12-07-h200-groups) seed
#   2026120657, the rule moves 165 of 4000 steps (head_dim 64 115, 256 50);
#   18 a head_dim taken (w*, pick.py, random.seed(2026120658)), none timed
#   before, and the two whose launch moves from a CTA a head to the grouped
#   kernel, with the onehead round's worst step (lead); both counts in the
#   same rows with this build (the kernels are the tree's), twice.
# - check --kernels auto, and check --random 100 on a seed no round drew.
# Where the card is an H200: the full check and the suite with Triton and
# SDPA, held against the warps round's H200 suite (build/peak_base.json.gz).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin wide_round2 330
pass() { # SUFFIX
  steps_named w1922_d64_h8_1_4$1 26,52 --configs 4x26430 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=26) -> gqa(chunk=64, splits=52), grid 104 -> 208
  steps_named w3378_d64_h2_1_2$1 34,68 --configs 2x34348 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=34) -> gqa(chunk=64, splits=68), grid 68 -> 136
  steps_named w1752_d64_h8_1_3$1 31,61 --configs 3x30985 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=31) -> gqa(chunk=64, splits=61), grid 93 -> 183
  steps_named w2530_d64_h2_2_3$1 22,43 --configs 3x22012 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 32 --allocator contiguous  # split_kv(chunk=64, splits=22) -> split_kv(chunk=64, splits=43), grid 132 -> 258
  steps_named w633_d64_h2_1_5$1 26,52 --configs 5x26434 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=26) -> gqa(chunk=64, splits=52), grid 130 -> 260
  steps_named w251_d64_h4_1_3$1 32,64 --configs 3x32733 --heads 4 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=64), grid 96 -> 192
  steps_named w2733_d64_h32_4_1$1 16,37 --configs 1x18502 --heads 32 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=37), grid 64 -> 148
  steps_named w1970_d64_h4_1_5$1 22,43 --configs 5x21954 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=22) -> gqa(chunk=64, splits=43), grid 110 -> 215
  steps_named w2385_d64_h4_2_3$1 22,43 --configs 3x32269 --heads 4 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=22) -> gqa(chunk=64, splits=43), grid 132 -> 258
  steps_named w1105_d64_h2_1_3$1 25,49 --configs 3x24960 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=25) -> gqa(chunk=64, splits=49), grid 75 -> 147
  steps_named w871_d64_h2_1_6$1 22,38 --configs 6x37909 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=22) -> gqa(chunk=64, splits=38), grid 132 -> 228
  steps_named w3794_d64_h4_1_4$1 26,52 --configs 4x26460 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=26) -> gqa(chunk=64, splits=52), grid 104 -> 208
  steps_named w1808_d64_h4_2_3$1 22,36 --configs 3x26990 --heads 4 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=22) -> gqa(chunk=64, splits=36), grid 132 -> 216
  steps_named w71_d64_h8_2_2$1 26,51 --configs 2x25702 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=26) -> gqa(chunk=64, splits=51), grid 104 -> 204
  steps_named w2050_d64_h2_1_5$1 26,44 --configs 5x33552 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=26) -> gqa(chunk=64, splits=44), grid 130 -> 220
  steps_named w2878_d64_h32_4_1$1 16,35 --configs 1x17855 --heads 32 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=35), grid 64 -> 140
  steps_named w1783_d64_h1_1_5$1 26,43 --configs 5x32545 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=26) -> split_kv(chunk=64, splits=43), grid 130 -> 215
  steps_named w467_d64_h16_4_1$1 27,54 --configs 1x27549 --heads 16 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=27) -> gqa(chunk=64, splits=54), grid 108 -> 216
  steps_named w394_d256_h8_1_2$1 32,39 --configs 2x19855 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=39), grid 64 -> 78
  steps_named w1013_d256_h16_1_3$1 36,41 --configs 3x35961 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=36) -> gqa(chunk=32, splits=41), grid 108 -> 123
  steps_named w1198_d256_h16_1_3$1 32,39 --configs 3x29919 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=39), grid 96 -> 117
  steps_named w3926_d256_h16_1_2$1 34,54 --configs 2x34439 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=34) -> gqa(chunk=32, splits=54), grid 68 -> 108
  steps_named w3817_d256_h16_2_1$1 32,36 --configs 1x18346 --heads 16 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=36), grid 64 -> 72
  steps_named w1397_d256_h4_1_2$1 37,58 --configs 2x37033 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=37) -> gqa(chunk=32, splits=58), grid 74 -> 116
  steps_named w1352_d256_h4_1_3$1 32,42 --configs 3x26596 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=42), grid 96 -> 126
  steps_named w2121_d256_h4_1_2$1 32,36 --configs 2x18282 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=36), grid 64 -> 72
  steps_named w3307_d256_h16_1_3$1 38,44 --configs 3x38906 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=38) -> gqa(chunk=32, splits=44), grid 114 -> 132
  steps_named w2443_d256_h4_1_2$1 36,57 --configs 2x36375 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=36) -> gqa(chunk=32, splits=57), grid 72 -> 114
  steps_named w892_d256_h8_1_3$1 16,43 --configs 3x27007 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=43), grid 48 -> 129
  steps_named w2558_d256_h4_1_3$1 32,40 --configs 3x20039 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=40), grid 96 -> 120
  steps_named w2439_d256_h16_2_1$1 32,35 --configs 1x17416 --heads 16 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=35), grid 64 -> 70
  steps_named w751_d256_h4_1_1$1 36,72 --configs 1x36494 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=36) -> gqa(chunk=32, splits=72), grid 36 -> 72
  steps_named w3873_d256_h4_1_1$1 33,65 --configs 1x32899 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=33) -> gqa(chunk=32, splits=65), grid 33 -> 65
  steps_named w210_d256_h8_2_1$1 32,44 --configs 1x22134 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=44), grid 64 -> 88
  steps_named w2403_d256_h16_2_2$1 16,33 --configs 2x25307 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=33), grid 64 -> 132
  steps_named w3536_d256_h16_1_3$1 32,42 --configs 3x21240 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=42), grid 96 -> 126
  steps_named w578_d256_h4_1_1$1 32,33 --configs 1x16443 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=33), grid 128 -> 33
  steps_named w3228_d256_h4_1_1$1 32,40 --configs 1x20121 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=40), grid 128 -> 40
  steps_named lead_d256_h5_1_1$1 26,45 --configs 1x22947 --heads 5 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # split_kv(chunk=32, splits=26) -> gqa(chunk=32, splits=45), grid 130 -> 45
}
pass ""
pass _b
steps_end
echo "wide round 2 steps: $((SECONDS - start)) s"
timeout 120 build/pabench check --kernels auto > "$OUT/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_auto.txt")"
timeout 100 build/pabench check --random 100 --seed 20261242 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_h200_suite $start
echo "wide round 2: $((SECONDS - start)) s"
