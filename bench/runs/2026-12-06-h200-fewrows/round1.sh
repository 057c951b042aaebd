#!/bin/bash
# Round 1: `few_rows_sm.patch`, an uneven batch of one or two rows at
# head_dim 128 and 256 whose count passes 64 parts cut to one CTA an SM
# (read from seven recorded steps: bf16 D256 8/1 at 7 x ~58643 in 96, D128
# 14 x ~18786 in 96, 2 x ~412011 in 256, 1 x 400000 beside 1 x 300000 in
# 224 at 8/1 and 96 at 16/2, 2 x ~305506 in 160, 1 x 100000 beside 10 x
# 20000 in 128). Carries the candidate's build as build/pabench.gz. 13
# named steps it moves, none of them timed before, each at the tree's
# count, the candidate's and counts around them; one it leaves (2/1, where
# both take 64). On an H200 the fewheads round's 23 held-out steps first;
# then `check --kernels auto`, `check --random` and a seed no round had
# drawn, as time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_on_h200 fewheads bench/runs/2026-12-05-h200-fewheads/round5.sh
steps_begin fewrows_round1 $((420 - (SECONDS - start)))
steps_named r_8_1_a 32,48,64,80,96,128,224 --configs 1x200000+3x50000 --heads 8 --kv_heads 1
steps_named r_4_1_b 48,64,96,128,192,256 --configs 1x300000+1x100000 --heads 4 --kv_heads 1 --dtype bf16
steps_named r_16_2_c 16,24,31,32,48,64,96 --configs 1x150000+5x30000 --heads 16 --kv_heads 2
steps_named r_8_1_d256_e 48,64,88,96,128,192 --configs 1x200000+1x100000 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named r_16_2_d256_f 16,24,32,48,64,96 --configs 1x120000+4x30000 --heads 16 --kv_heads 2 --head_dim 256
steps_named r_32_2_g 16,24,32,48,64 --configs 1x300000+2x100000 --heads 32 --kv_heads 2
steps_named r_8_1_h 16,24,32,48,64,128 --configs 1x80000+15x10000 --heads 8 --kv_heads 1
steps_named r_1_1_i 48,64,88,96,128,256 --configs 1x400000+1x200000 --heads 1 --kv_heads 1 --dtype bf16
steps_named r_4_1_d256_j 32,48,52,64,96 --configs 1x120000+1x100000+1x80000 --heads 4 --kv_heads 1 --head_dim 256
steps_named r_16_1_k 48,64,96,128,192 --configs 1x500000+1x100000 --heads 16 --kv_heads 1
steps_named r_8_1_l 32,48,64,96 --configs 1x60000+7x8000 --heads 8 --kv_heads 1 --dtype bf16
steps_named r_8_1_m_frag 48,64,82,96,128,192 --configs 1x100000+1x60000 --heads 8 --kv_heads 1 --allocator fragmented
steps_named r_6_1_d256_n 48,64,88,96,128 --configs 1x160000+2x40000 --heads 6 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named r_2_1_d_control 32,48,64 --configs 1x250000+1x200000 --heads 2 --kv_heads 1
steps_check
timeout 100 build/pabench check --random 200 --seed 20261216 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_drawn 201
steps_end
