#!/bin/bash
# Round 10, on the tree of round 9's kept rule (few_rows_one_head_parts
# yields to grouped one-round parts, fe2281d):
# - deep_rows.patch held out: deep_parts_128 lets 33 to 128 one-round parts
#   stand at group 8 over at most three sequence-rows, where rounds 8 and 9
#   found the grouped CTAs faster in more parts (6 of 6 at one or two rows,
#   9 of 9 level or faster at three; four rows slower). draw_group8.lua seed
#   2026120645 moves 71 of 2000; 20 taken (k*, random.seed(2026120646)), none
#   timed before, both counts in the same rows with the tree's build, twice.
#   Read: bench/runs/2026-12-07-h200-tier/read_tier.py DIR k gqa,gqa.
# - auto on steps no round has drawn, with the two-level merge and the rules
#   since: scenarios/auto.lua's 20 drawn steps on each of seeds 252 (any), 253
#   (mixed lengths), 254 (at most 8 MB), 255 (any) and 256 (mixed), every
#   launch at split counts 1 to 96; read with bench/plan_moves.lua over.
# Where the card is an H200: the full check and the suite with Triton and
# SDPA, held against the warps round's H200 suite (build/peak_base.json.gz).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin groups_round10 330
pass() { # SUFFIX
  steps_named k1920_d128_h8_1_3$1 16,38 --configs 3x9630 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=38), grid 48 -> 114
  steps_named k55_d128_h8_1_3$1 16,37 --configs 3x9233 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=37), grid 48 -> 111
  steps_named k1843_d128_h8_1_3$1 16,33 --configs 3x8335 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=33), grid 48 -> 99
  steps_named k1820_d128_h8_1_2$1 32,47 --configs 2x11910 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=47), grid 64 -> 94
  steps_named k601_d128_h8_1_3$1 16,43 --configs 3x10809 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=43), grid 48 -> 129
  steps_named k571_d128_h8_1_3$1 16,38 --configs 3x9503 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=38), grid 48 -> 114
  steps_named k1145_d128_h8_1_3$1 16,37 --configs 3x9366 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=37), grid 48 -> 111
  steps_named k1667_d128_h8_1_3$1 16,34 --configs 3x8548 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=34), grid 48 -> 102
  steps_named k1912_d128_h16_2_1$1 16,45 --configs 1x11458 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=45), grid 32 -> 90
  steps_named k1861_d128_h8_1_3$1 16,33 --configs 3x8268 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=33), grid 48 -> 99
  steps_named k1437_d128_h8_1_3$1 16,35 --configs 3x8859 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=35), grid 48 -> 105
  steps_named k1757_d128_h8_1_3$1 16,38 --configs 3x9607 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=38), grid 48 -> 114
  steps_named k1447_d128_h8_1_2$1 16,45 --configs 2x11357 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=45), grid 32 -> 90
  steps_named k743_d128_h8_1_3$1 16,42 --configs 3x10749 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=42), grid 48 -> 126
  steps_named k1916_d128_h16_2_1$1 16,45 --configs 1x11425 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=45), grid 32 -> 90
  steps_named k896_d128_h8_1_3$1 16,43 --configs 3x10773 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=43), grid 48 -> 129
  steps_named k576_d128_h8_1_2$1 16,45 --configs 2x11395 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=45), grid 32 -> 90
  steps_named k556_d128_h8_1_3$1 16,34 --configs 3x8479 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=34), grid 48 -> 102
  steps_named k1727_d128_h8_1_3$1 16,37 --configs 3x9356 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=37), grid 48 -> 111
  steps_named k31_d128_h8_1_3$1 16,33 --configs 3x8328 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=33), grid 48 -> 99
}
pass ""
pass _b
steps_drawn 252
steps_drawn 253 --lengths mixed
steps_drawn 254 --max_mb 8
steps_drawn 255
steps_drawn 256 --lengths mixed
steps_end
echo "round 10 steps: $((SECONDS - start)) s"
steps_h200_suite $start
echo "round 10: $((SECONDS - start)) s"
