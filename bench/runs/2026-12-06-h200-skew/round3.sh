#!/bin/bash
# Round 3: `cap_tier_256.patch`, uneven_parts_cap_256's count (parts of 16
# rounds) taken down to a multiple of 32 at one or two rows, where the
# merge takes a pass every 32 parts (read from four recorded steps it moves,
# 1.161 -> 1.000: bf16 8/1 at 8 x ~24261 in 47 against 32; 1 x 90000
# beside 1 x 30000 in 87 against 64; 1 x 60000 beside 6 x 50000 in 58
# against 32 at groups 4 and 8). Carries the candidate's build as
# build/pabench.gz. Nine named batches it moves, none of them timed before,
# each at the tree's count, the candidate's and counts around them; two it
# leaves. Then a seed of mixed lengths no round had drawn.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin skew_round3 $((420 - (SECONDS - start)))
o="--head_dim 256"
steps_named t_4_1_b 24,32,40,48 --configs 1x50000+3x30000 --heads 4 --kv_heads 1 --dtype bf16 $o
steps_named t_16_2_d 24,32,43 --configs 1x45000+3x20000 --heads 16 --kv_heads 2 $o
steps_named t_32_2_g 24,32,44,58 --configs 1x60000+2x30000 --heads 32 --kv_heads 2 $o
steps_named t_8_1_i 24,32,40,48 --configs 1x50000+1x20000 --heads 8 --kv_heads 1 $o
steps_named t_1_1_j 24,32,43 --configs 1x45000+3x20000 --heads 1 --kv_heads 1 $o
steps_named t_8_1_m 24,32,40,53 --configs 1x55000+2x25000 --heads 8 --kv_heads 1 $o
steps_named t_4_1_o 24,32,44,60 --configs 1x62000+4x20000 --heads 4 --kv_heads 1 $o
steps_named t_8_1_q 24,32,46 --configs 1x48000+3x24000 --heads 8 --kv_heads 1 $o
steps_named t_16_2_p 32,44,64,83 --configs 1x85000+1x40000 --heads 16 --kv_heads 2 --dtype bf16 $o
steps_named t_8_1_control_a 24,32,40 --configs 1x40000+5x20000 --heads 8 --kv_heads 1 $o
steps_named t_16_1_control_n 48,64,87 --configs 1x90000+2x40000 --heads 16 --kv_heads 1 --dtype bf16 $o
steps_check
steps_drawn 205 --lengths mixed
steps_end
