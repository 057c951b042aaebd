#!/bin/bash
# Wide round 5, on the tree of 9dd1c64 with round 4's narrowed form for head_dim
# 256 (two_level_256.patch): groups over 2 over at most two whole CTAs, or
# three at group 16; the fewest whole rounds a part the wave allows;
# few_rows_one_head_parts yields to any grouped count of two levels.
# - x*: held out. draw_uniform.lua (bench/runs/2026-12-07-h200-groups) seed
#   2026120663: it moves the steps counted in the README, all head_dim 256; 24
#   picked (pick.py, random.seed(2026120664)), none timed before, both counts
#   in the same rows with this build (the kernels are the tree's), twice.
# - check --kernels auto.
# Where the card is an H200, the full check and the suite first.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_h200_suite $start
steps_begin wide_round5 $((480 - SECONDS + start))
pass() { # SUFFIX
  steps_named x419_d256_h4_1_2$1 32,57 --configs 2x28820 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=57), grid 64 -> 114
  steps_named x3829_d256_h8_2_1$1 32,51 --configs 1x19282 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=51), grid 64 -> 102
  steps_named x442_d256_h16_1_2$1 32,62 --configs 2x31622 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=62), grid 64 -> 124
  steps_named x3048_d256_h8_1_1$1 32,114 --configs 1x28972 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=114), grid 32 -> 114
  steps_named x3908_d256_h8_1_1$1 32,74 --configs 1x18933 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=74), grid 32 -> 74
  steps_named x302_d256_h8_2_1$1 16,42 --configs 1x10732 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=42), grid 32 -> 84
  steps_named x768_d256_h8_1_2$1 16,44 --configs 2x11116 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=44), grid 32 -> 88
  steps_named x1393_d256_h8_1_2$1 32,60 --configs 2x22851 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=60), grid 64 -> 120
  steps_named x2635_d256_h8_2_1$1 16,35 --configs 1x8926 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=35), grid 32 -> 70
  steps_named x3812_d256_h8_1_2$1 39,62 --configs 2x39108 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=39) -> gqa(chunk=32, splits=62), grid 78 -> 124
  steps_named x1536_d256_h4_1_2$1 16,37 --configs 2x9287 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=37), grid 32 -> 74
  steps_named x3422_d256_h4_1_1$1 32,78 --configs 1x19800 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=78), grid 128 -> 78
  steps_named x454_d256_h8_1_2$1 16,35 --configs 2x8734 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=35), grid 32 -> 70
  steps_named x3197_d256_h16_1_3$1 16,35 --configs 3x13266 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=35), grid 48 -> 105
  steps_named x2683_d256_h16_1_2$1 32,55 --configs 2x20976 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=55), grid 64 -> 110
  steps_named x1155_d256_h16_1_2$1 16,50 --configs 2x12674 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=50), grid 32 -> 100
  steps_named x1991_d256_h4_1_2$1 32,60 --configs 2x30436 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=60), grid 64 -> 120
  steps_named x3459_d256_h8_2_1$1 32,60 --configs 1x22677 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=60), grid 64 -> 120
  steps_named x793_d256_h4_1_1$1 32,82 --configs 1x20814 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=82), grid 128 -> 82
  steps_named x580_d256_h16_2_1$1 16,36 --configs 1x9133 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=36), grid 32 -> 72
  steps_named x1781_d256_h8_2_1$1 16,38 --configs 1x9546 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=38), grid 32 -> 76
  steps_named x1701_d256_h16_1_2$1 33,66 --configs 2x33364 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=33) -> gqa(chunk=32, splits=66), grid 66 -> 132
  steps_named x715_d256_h16_2_1$1 32,60 --configs 1x30299 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=60), grid 64 -> 120
  steps_named x3376_d256_h32_2_1$1 16,53 --configs 1x13314 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=53), grid 32 -> 106
}
pass ""
pass _b
steps_end
echo "wide round 5 steps: $((SECONDS - start)) s"
timeout 100 build/pabench check --kernels auto > "$OUT/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_auto.txt")"
echo "wide round 5: $((SECONDS - start)) s"
