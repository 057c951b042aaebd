#!/bin/bash
# Wide round 4, on the tree of 9dd1c64 with round 3's form for head_dim 256
# (two_level_256.patch): groups over 2, over at most two whole CTAs, or three
# at groups other than 5 to 8, the fewest whole rounds a part the wave allows;
# few_rows_one_head_parts yields to any grouped count of two levels.
# - u*: held out. draw_uniform.lua (bench/runs/2026-12-07-h200-groups) seed
#   2026120661: it moves 79 of 4000 steps, all head_dim 256; 20 picked
#   (pick.py, random.seed(2026120662)), none timed before, both counts in the
#   same rows with this build (the kernels are the tree's), twice.
# - n*: plan_spec's named head_dim 256 steps whose count it changes (seen,
#   their figures the one-level merge's).
# - auto on steps no round has drawn: scenarios/auto.lua's 20 drawn steps on
#   each of seeds 261 (any), 262 (mixed lengths), 263 (at most 8 MB) and 264
#   (any), every launch at split counts 1 to 96; plan_moves.lua over.
# - check --kernels auto.
# Where the card is an H200, the full check and the suite first.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_h200_suite $start
steps_begin wide_round4 $((500 - SECONDS + start))
pass() { # SUFFIX
  steps_named u3329_d256_h32_2_1$1 36,57 --configs 1x36456 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=36) -> gqa(chunk=32, splits=57), grid 72 -> 114
  steps_named u3012_d256_h8_1_2$1 16,49 --configs 2x12308 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=49), grid 32 -> 98
  steps_named u626_d256_h4_1_2$1 32,55 --configs 2x21022 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=55), grid 64 -> 110
  steps_named u3560_d256_h8_2_1$1 32,48 --configs 1x18289 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=48), grid 64 -> 96
  steps_named u278_d256_h4_1_3$1 16,33 --configs 3x12302 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=33), grid 48 -> 99
  steps_named u1085_d256_h4_1_3$1 16,39 --configs 3x9878 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=39), grid 48 -> 117
  steps_named u2637_d256_h16_1_3$1 32,43 --configs 3x26942 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=43), grid 96 -> 129
  steps_named u3339_d256_h32_2_1$1 16,48 --configs 1x12176 --heads 32 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=48), grid 32 -> 96
  steps_named u2392_d256_h16_2_1$1 16,52 --configs 1x13183 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=52), grid 32 -> 104
  steps_named u2649_d256_h32_2_1$1 16,35 --configs 1x8876 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=35), grid 32 -> 70
  steps_named u2625_d256_h4_1_3$1 16,37 --configs 3x9232 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=37), grid 48 -> 111
  steps_named u547_d256_h8_1_2$1 16,52 --configs 2x13173 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=52), grid 32 -> 104
  steps_named u2263_d256_h4_1_3$1 37,43 --configs 3x37845 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=37) -> gqa(chunk=32, splits=43), grid 111 -> 129
  steps_named u3252_d256_h8_1_2$1 32,49 --configs 2x18800 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=49), grid 64 -> 98
  steps_named u440_d256_h8_1_1$1 32,103 --configs 1x26177 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=103), grid 32 -> 103
  steps_named u3880_d256_h8_2_1$1 33,66 --configs 1x33530 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=33) -> gqa(chunk=32, splits=66), grid 66 -> 132
  steps_named u3345_d256_h16_1_3$1 32,42 --configs 3x26852 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=42), grid 96 -> 126
  steps_named u2984_d256_h16_1_3$1 16,39 --configs 3x9805 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=39), grid 48 -> 117
  steps_named u209_d256_h4_1_3$1 32,39 --configs 3x19931 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=39), grid 96 -> 117
  steps_named u3478_d256_h4_1_1$1 32,95 --configs 1x24072 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=95), grid 128 -> 95
  steps_named n1x24000_d256_h16_1$1 32,94 --configs 1x24000 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=94), grid ? -> ?
  steps_named n1x12000_d256_h8_2$1 16,47 --configs 1x12000 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=47), grid ? -> ?
  steps_named n2x10000_d256_h4_1$1 16,40 --configs 2x10000 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=40), grid ? -> ?
  steps_named n3x10000_d256_h4_1$1 16,40 --configs 3x10000 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=40), grid ? -> ?
  steps_named n1x32768_d256_h8_1$1 32,128 --configs 1x32768 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=128), grid ? -> ?
  steps_named n1x20000_d256_h8_1$1 32,79 --configs 1x20000 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=79), grid ? -> ?
  steps_named n2x19000_d256_h8_1$1 32,50 --configs 2x19000 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=50), grid ? -> ?
  steps_named n1x22000_d256_h16_1$1 32,86 --configs 1x22000 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=32) -> gqa(chunk=32, splits=86), grid ? -> ?
}
pass ""
pass _b
steps_drawn 261
steps_drawn 262 --lengths mixed
steps_drawn 263 --max_mb 8
steps_drawn 264
steps_end
echo "wide round 4 steps: $((SECONDS - start)) s"
timeout 100 build/pabench check --kernels auto > "$OUT/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_auto.txt")"
echo "wide round 4: $((SECONDS - start)) s"
