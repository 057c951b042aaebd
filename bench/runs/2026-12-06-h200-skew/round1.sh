#!/bin/bash
# Round 1: `skew_grid.patch`, uneven_skew_parts (parts of 12 rounds, up to
# 16, for a batch whose longest sequence is 7/4 of the mean or more) from a
# whole grid of one CTA an SM at head_dim 128 and 256, not only from a wave
# of CTA slots (read from 16 recorded steps: 1.056 -> 1.016, 15 faster, 1
# slower). Carries the candidate's build as build/pabench.gz. 15 named
# batches it moves, none of them timed before, each at the tree's count,
# the candidate's and counts around them; two it leaves. Then `check
# --kernels auto`, `check --random` and a seed of mixed lengths no round
# had drawn, as time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin skew_round1 $((420 - (SECONDS - start)))
steps_named k_32_8_a 4,7,10,14 --configs 3x16000+20x3000 --heads 32 --kv_heads 8
steps_named k_64_8_b 3,5,7,10 --configs 5x12000+25x4000 --heads 64 --kv_heads 8 --dtype bf16
steps_named k_8_8_e 5,7,9,12 --configs 4x15000+16x4000 --heads 8 --kv_heads 8
steps_named k_16_8_d256_f 8,10,13,16 --configs 2x10000+20x2000 --heads 16 --kv_heads 8 --head_dim 256
steps_named k_8_2_d256_g 7,10,13 --configs 8x8000+70x2000 --heads 8 --kv_heads 2 --head_dim 256
steps_named k_4_1_i 7,9,12 --configs 20x15000+150x3000 --heads 4 --kv_heads 1
steps_named k_32_8_frag_j 5,7,10 --configs 4x12000+26x2500 --heads 32 --kv_heads 8 --allocator fragmented
steps_named k_40_8_k 5,8,13,16 --configs 3x20000+30x4000 --heads 40 --kv_heads 8 --dtype bf16
steps_named k_64_4_l 9,10,13 --configs 2x16000+40x2000 --heads 64 --kv_heads 4
steps_named k_10_2_m 4,7,10 --configs 20x12000+80x3000 --heads 10 --kv_heads 2 --dtype bf16
steps_named k_128_8_n 2,3,5,7 --configs 6x9000+20x2500 --heads 128 --kv_heads 8
steps_named k_16_4_o 2,3,4,6 --configs 20x7000+60x1800 --heads 16 --kv_heads 4
steps_named k_2_2_d256_p 3,5,7,10 --configs 30x6000+100x1500 --heads 2 --kv_heads 2 --head_dim 256 --dtype bf16
steps_named k_16_4_d256_q 5,7,10,13 --configs 10x8000+30x2000 --heads 16 --kv_heads 4 --head_dim 256
steps_named k_32_8_r 4,8,12,15 --configs 4x24000+30x5000 --heads 32 --kv_heads 8
steps_named k_8_2_control_d 5,7,10 --configs 10x10000+60x3000 --heads 8 --kv_heads 2 --dtype bf16
steps_named k_128_16_control_h 3,5,7 --configs 2x9000+10x2000 --heads 128 --kv_heads 16
steps_check
timeout 100 build/pabench check --random 200 --seed 20261217 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_drawn 203 --lengths mixed
steps_end
