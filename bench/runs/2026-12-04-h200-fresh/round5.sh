#!/bin/bash
# Round 5. The tree with the short_pair rule (src/plan.c, mma_splits: a
# uniform batch under two 128-token parts whose whole grid fills over half the
# SMs stays whole, at any group): `check --kernels auto`; 8 named steps at its
# edges (67 to 128 CTAs, 129 to 192 tokens, one and 16 and 32 kv heads, bf16),
# timed whole and in 2 parts. Then a lead for parts of at most a round at head
# dims 64 and 128 (the head_dim 256 rule in mma_splits taken to every head
# dim: where the one-wave count cuts parts just over a round, one part more),
# on 24 named steps none of it was read from, at split counts around the
# tree's and the lead's. Then drawn fp16/bf16 steps of seeds 168 on.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round5_auto 380
steps_check
steps_named e_8_8 1,2 --configs 9x150 --heads 8 --kv_heads 8
steps_named e_2_1 1,2 --configs 67x150 --heads 2 --kv_heads 1
steps_named e_32_32 1,2 --configs 3x150 --heads 32 --kv_heads 32
steps_named e_64_16 1,2 --configs 5x150 --heads 64 --kv_heads 16
steps_named e_32_8 1,2 --configs 16x192 --heads 32 --kv_heads 8
steps_named e_32_8b 1,2 --configs 12x129 --heads 32 --kv_heads 8
steps_named e_4_4bf 1,2 --configs 30x129 --heads 4 --kv_heads 4 --dtype bf16
steps_named e_16_4 1,2 --configs 20x185,33x185 --heads 16 --kv_heads 4
steps_named r_2_2_d64_1x1300 4,5,6,7,8 --configs 1x1300 --heads 2 --kv_heads 2 --head_dim 64
steps_named r_2_2_d64_3x2700 9,10,11,12,13 --configs 3x2700 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named r_1_1_d64_2x3400 12,13,14,15,16 --configs 2x3400 --heads 1 --kv_heads 1 --head_dim 64
steps_named r_4_4_d64_2x1100 3,4,5,6,7 --configs 2x1100 --heads 4 --kv_heads 4 --head_dim 64
steps_named r_16_16_d64_1x3100 11,12,13,14,15 --configs 1x3100 --heads 16 --kv_heads 16 --head_dim 64 --dtype bf16
steps_named r_8_2_d64_2x1600 5,6,7,8,9 --configs 2x1600 --heads 8 --kv_heads 2 --head_dim 64
steps_named r_16_4_d64_1x2200 7,8,9,10,11 --configs 1x2200 --heads 16 --kv_heads 4 --head_dim 64
steps_named r_32_8_d64_1x1400 4,5,6,7,8 --configs 1x1400 --heads 32 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named r_128_8_d64_1x1500 4,5,6,7,8 --configs 1x1500 --heads 128 --kv_heads 8 --head_dim 64
steps_named r_16_1_d64_4x2900 10,11,12,13,14 --configs 4x2900 --heads 16 --kv_heads 1 --head_dim 64
steps_named r_1_1_d128_2x1400 4,5,6,7,8 --configs 2x1400 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named r_2_2_d128_1x2600 9,10,11,12,13 --configs 1x2600 --heads 2 --kv_heads 2 --head_dim 128
steps_named r_4_2_d128_2x1100 3,4,5,6,7 --configs 2x1100 --heads 4 --kv_heads 2 --head_dim 128
steps_named r_8_1_d128_3x3200 11,12,13,14,15 --configs 3x3200 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named r_16_4_d128_1x2300 7,8,9,10,11 --configs 1x2300 --heads 16 --kv_heads 4 --head_dim 128
steps_named r_4_4_d128_1x3000 10,11,12,13,14 --configs 1x3000 --heads 4 --kv_heads 4 --head_dim 128
steps_named r_8_8_d128_1x1114 3,4,5,6,7 --configs 1x1114 --heads 8 --kv_heads 8 --head_dim 128
steps_named r_16_2_d128_2x2150 7,8,9,10,11 --configs 2x2150 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named r_32_4_d128_1x2150 7,8,9,10,11 --configs 1x2150 --heads 32 --kv_heads 4 --head_dim 128
steps_named r_64_8_d128_1x2150 7,8,9,10,11 --configs 1x2150 --heads 64 --kv_heads 8 --head_dim 128
steps_named r_32_8_d128_1x1114 3,4,5,6,7 --configs 1x1114 --heads 32 --kv_heads 8 --head_dim 128 --dtype bf16
steps_named r_128_8_d64_2x1300 4,5,6,7,8 --configs 2x1300 --heads 128 --kv_heads 8 --head_dim 64
for s in 168 169 170 171; do steps_drawn $s; done
steps_end
