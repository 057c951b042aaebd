#!/bin/bash
# Round 9: two candidates held out, each against the tree's count in the same
# rows with the tree's build (d513ef8), twice; read with
# bench/runs/2026-12-07-h200-tier/read_tier.py.
# - deep_group8.patch: round 8's candidate at group 8 only, where its three
#   steps ran faster (grids of 32 to 64 CTAs): deep_parts_128 lets 33 to 128
#   one-round parts stand where the merge takes two levels. draw_uniform.lua
#   seed 2026120642 (4000 drawn) moves 6, seed 2026120643 (20000) 9 (h*): all
#   15 taken. Read: read_tier.py DIR "" gqa,gqa over the g* and h* records.
# - few_rows_grouped.patch: few_rows_one_head_parts (src/plan.c, head_dim 256,
#   one or two rows, a CTA a head in 32 parts) yields to the grouped count
#   where that count is 33 to 128 one-round parts, which the merge takes in
#   two levels. Seed 2026120642 moves 22 of 4000; 16 taken (r*,
#   random.seed(2026120644)). Read: read_tier.py DIR r split_kv,gqa.
# Where the card is an H200: the full check and the suite with Triton and
# SDPA beside it, held against the warps round's H200 suite (carried as
# build/peak_base.json.gz); no H200 has run the two-level merge.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin groups_round9 200
pass() { # SUFFIX
  steps_named g1045_d128_h8_1_3$1 16,41 --configs 3x10351 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=41), grid 48 -> 123
  steps_named g3071_d128_h8_1_3$1 16,42 --configs 3x10655 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=42), grid 48 -> 126
  steps_named g614_d128_h8_1_3$1 16,42 --configs 3x10560 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=42), grid 48 -> 126
  steps_named g3851_d128_h16_2_1$1 16,45 --configs 1x11350 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=45), grid 32 -> 90
  steps_named g2054_d128_h16_2_1$1 32,48 --configs 1x12041 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=48), grid 64 -> 96
  steps_named g1437_d128_h8_1_3$1 16,35 --configs 3x8901 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=35), grid 48 -> 105
  steps_named h2066_d128_h16_2_1$1 16,46 --configs 1x11763 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=46), grid 32 -> 92
  steps_named h1150_d128_h8_1_3$1 16,36 --configs 3x8993 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=36), grid 48 -> 108
  steps_named h17129_d128_h16_2_2$1 16,33 --configs 2x8245 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=33), grid 64 -> 132
  steps_named h316_d128_h32_4_1$1 16,33 --configs 1x8440 --heads 32 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=33), grid 64 -> 132
  steps_named h2473_d128_h16_2_1$1 32,47 --configs 1x11960 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=47), grid 64 -> 94
  steps_named h6769_d128_h8_1_3$1 16,34 --configs 3x8464 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=34), grid 48 -> 102
  steps_named h13034_d128_h8_1_3$1 16,42 --configs 3x10625 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=42), grid 48 -> 126
  steps_named h10716_d128_h16_2_2$1 16,33 --configs 2x8341 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=33), grid 64 -> 132
  steps_named h9381_d128_h8_1_3$1 16,35 --configs 3x8862 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=35), grid 48 -> 105
  steps_named r1604_d256_h4_1_1$1 32,52 --configs 1x6631 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=52), grid 128 -> 52
  steps_named r2987_d256_h4_2_1$1 32,45 --configs 1x5648 --heads 4 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=45), grid 120 -> 90
  steps_named r187_d256_h2_1_1$1 32,44 --configs 1x5609 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=44), grid 64 -> 44
  steps_named r430_d256_h4_1_1$1 32,97 --configs 1x12326 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=97), grid 124 -> 97
  steps_named r2378_d256_h4_1_1$1 32,82 --configs 1x10459 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=82), grid 128 -> 82
  steps_named r2920_d256_h4_2_1$1 32,58 --configs 1x7307 --heads 4 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=58), grid 124 -> 116
  steps_named r3725_d256_h2_1_1$1 32,55 --configs 1x6951 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=55), grid 64 -> 55
  steps_named r1281_d256_h4_1_1$1 32,93 --configs 1x11814 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=93), grid 124 -> 93
  steps_named r622_d256_h4_1_1$1 32,53 --configs 1x6711 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=53), grid 120 -> 53
  steps_named r1992_d256_h2_1_2$1 32,43 --configs 2x5468 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=43), grid 128 -> 86
  steps_named r1826_d256_h2_1_2$1 32,59 --configs 2x7532 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=59), grid 128 -> 118
  steps_named r590_d256_h2_1_2$1 32,46 --configs 2x5820 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=46), grid 124 -> 92
  steps_named r3123_d256_h4_1_1$1 32,34 --configs 1x4231 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=34), grid 120 -> 34
  steps_named r2628_d256_h4_2_1$1 32,34 --configs 1x4300 --heads 4 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=34), grid 120 -> 68
  steps_named r3084_d256_h4_1_1$1 32,48 --configs 1x6105 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=48), grid 128 -> 48
  steps_named r1142_d256_h2_1_1$1 32,34 --configs 1x4240 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 256 --allocator shuffled  # split_kv(chunk=32, splits=32) -> gqa(chunk=32, splits=34), grid 60 -> 34
}
pass ""
pass _b
steps_end
echo "round 9 steps: $((SECONDS - start)) s"
steps_h200_suite $start
echo "round 9: $((SECONDS - start)) s"
