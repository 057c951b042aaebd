#!/bin/bash
# Wide round 3, on the tree of 9dd1c64 (head_dim 64's rule) with the head_dim
# 256 form read from rounds 1 and 2 (two_level_256.patch): groups over 2, the
# fewest whole rounds a part the wave allows (no floor of 4 rounds), and
# few_rows_one_head_parts yielding to any grouped count of two levels.
# - v*: held out. draw_uniform.lua (bench/runs/2026-12-07-h200-groups) seed
#   2026120659: the form moves 87 of 4000 steps, all head_dim 256; 24 picked
#   (pick.py, random.seed(2026120660)), none timed before, both counts in the
#   same rows with this build (the kernels are the tree's), twice.
# - s*: round 2's head_dim 256 steps whose count this form changes (seen).
# - b*: the balance round's head_dim 64 steps one_cta_an_sm_64 was read from
#   whose count 9dd1c64 changed (33 -> 55, 66 -> 98, 22 -> 40; seen).
# - check --kernels auto.
# Where the card is an H200: the full check and the suite with Triton and
# SDPA, held against the warps round's H200 suite (build/peak_base.json.gz).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin wide_round3 330
pass() { # SUFFIX
  steps_named v628_d256_h8_2_2$1 16,33 --configs 2x8330 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=33), grid 64 -> 132
  steps_named v3418_d256_h4_1_1$1 32,65 --configs 1x16388 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator contiguous  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=65), grid 128 -> 65
  steps_named v3776_d256_h8_2_1$1 32,66 --configs 1x16708 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=66), grid 64 -> 132
  steps_named v2063_d256_h8_1_1$1 32,98 --configs 1x25013 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=98), grid 32 -> 98
  steps_named v3302_d256_h8_1_2$1 16,52 --configs 2x13077 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=52), grid 32 -> 104
  steps_named v248_d256_h8_2_1$1 36,58 --configs 1x36697 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=36) -> gqa(chunk=32, splits=58), grid 72 -> 116
  steps_named v1015_d256_h4_1_2$1 32,54 --configs 2x20407 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=54), grid 64 -> 108
  steps_named v2196_d256_h4_1_2$1 34,54 --configs 2x34144 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=34) -> gqa(chunk=32, splits=54), grid 68 -> 108
  steps_named v1680_d256_h8_2_1$1 16,58 --configs 1x14848 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=58), grid 32 -> 116
  steps_named v354_d256_h16_1_2$1 38,61 --configs 2x38416 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=38) -> gqa(chunk=32, splits=61), grid 76 -> 122
  steps_named v3088_d256_h16_1_3$1 32,34 --configs 3x17073 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=34), grid 96 -> 102
  steps_named v1392_d256_h4_1_2$1 32,55 --configs 2x27870 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=55), grid 64 -> 110
  steps_named v3605_d256_h16_1_1$1 32,108 --configs 1x27468 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=108), grid 32 -> 108
  steps_named v680_d256_h16_2_1$1 32,57 --configs 1x21812 --heads 16 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=57), grid 64 -> 114
  steps_named v1315_d256_h4_1_2$1 32,65 --configs 2x24812 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=65), grid 64 -> 130
  steps_named v3348_d256_h8_1_1$1 32,72 --configs 1x18200 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=72), grid 32 -> 72
  steps_named v686_d256_h4_1_1$1 32,75 --configs 1x19042 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=75), grid 128 -> 75
  steps_named v2505_d256_h4_1_3$1 32,36 --configs 3x22795 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=36), grid 96 -> 108
  steps_named v1009_d256_h16_1_2$1 16,48 --configs 2x12173 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=48), grid 32 -> 96
  steps_named v2808_d256_h8_1_3$1 16,36 --configs 3x22788 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=36), grid 48 -> 108
  steps_named v343_d256_h4_1_3$1 16,38 --configs 3x14570 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=38), grid 48 -> 114
  steps_named v846_d256_h8_1_3$1 16,40 --configs 3x19980 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=40), grid 48 -> 120
  steps_named v1742_d256_h4_1_2$1 32,64 --configs 2x32545 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=64), grid 64 -> 128
  steps_named v3465_d256_h8_1_3$1 16,41 --configs 3x15655 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=41), grid 48 -> 123
  steps_named s394_d256_h8_1_2$1 32,52 --configs 2x19855 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=52), grid 64 -> ?
  steps_named s3817_d256_h16_2_1$1 32,48 --configs 1x18346 --heads 16 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=48), grid 64 -> ?
  steps_named s2121_d256_h4_1_2$1 32,48 --configs 2x18282 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=48), grid 64 -> ?
  steps_named s2439_d256_h16_2_1$1 32,46 --configs 1x17416 --heads 16 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=46), grid 64 -> ?
  steps_named s751_d256_h4_1_1$1 36,96 --configs 1x36494 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=36) -> gqa(chunk=32, splits=96), grid 36 -> ?
  steps_named s3873_d256_h4_1_1$1 33,86 --configs 1x32899 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=33) -> gqa(chunk=32, splits=86), grid 33 -> ?
  steps_named s210_d256_h8_2_1$1 32,58 --configs 1x22134 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=58), grid 64 -> ?
  steps_named s578_d256_h4_1_1$1 32,65 --configs 1x16443 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=65), grid 128 -> ?
  steps_named s3228_d256_h4_1_1$1 32,79 --configs 1x20121 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=79), grid 128 -> ?
  steps_named s_lead_d256_h5_1_1$1 26,90 --configs 1x22947 --heads 5 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # split_kv(chunk=32, splits=26) -> gqa(chunk=32, splits=90), grid 130 -> ?
  steps_named b56000_d64_h32_4_1$1 33,55 --configs 1x56000 --heads 32 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=33) -> gqa(chunk=64, splits=55), grid 132 -> 220
  steps_named b100000_d64_h16_2_1$1 66,98 --configs 1x100000 --heads 16 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=66) -> gqa(chunk=64, splits=98), grid 132 -> 196
  steps_named b30000_d64_h48_6_1$1 22,40 --configs 1x30000 --heads 48 --kv_heads 6 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=22) -> gqa(chunk=64, splits=40), grid 132 -> 240
}
pass ""
pass _b
steps_end
echo "wide round 3 steps: $((SECONDS - start)) s"
timeout 120 build/pabench check --kernels auto > "$OUT/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_auto.txt")"
steps_h200_suite $start
echo "wide round 3: $((SECONDS - start)) s"
