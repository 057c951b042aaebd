#!/bin/bash
# Round 2: `six_rounds_256.patch`, uneven_skew_parts in parts of 6 rounds
# rather than 12 at head_dim 256 (read from 15 recorded steps: 1.044 ->
# 1.010, 7 faster, 2 slower by up to 2.9 %; the gains where the longest
# sequence holds 1100 to 1700 tokens and 12 rounds left it whole). Carries
# the candidate's build as build/pabench.gz. 11 named batches it moves,
# none of them timed before, each at the tree's count, the candidate's and
# counts around them; one it leaves. Then a seed of mixed lengths no round
# had drawn.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin skew_round2 $((420 - (SECONDS - start)))
o="--head_dim 256"
steps_named s_32_8_a 1,2,3,4 --configs 20x1400+60x400 --heads 32 --kv_heads 8 --dtype bf16 $o
steps_named s_16_4_b 1,2,3,4 --configs 30x1200+90x300 --heads 16 --kv_heads 4 $o
steps_named s_16_8_c 2,3,4,6 --configs 15x1600+45x500 --heads 16 --kv_heads 8 $o
steps_named s_8_8_d 1,2,3,4 --configs 25x1300+75x400 --heads 8 --kv_heads 8 $o
steps_named s_16_4_e 1,2,3 --configs 40x1100+120x300 --heads 16 --kv_heads 4 --dtype bf16 $o
steps_named s_32_8_f 2,3,5,7 --configs 20x2000+50x600 --heads 32 --kv_heads 8 $o
steps_named s_64_8_g 1,2,3 --configs 30x1000+100x250 --heads 64 --kv_heads 8 --dtype bf16 $o
steps_named s_16_4_h 4,5,7,10 --configs 10x3000+40x800 --heads 16 --kv_heads 4 $o
steps_named s_16_4_i 6,9,13,16 --configs 12x5000+40x1200 --heads 16 --kv_heads 4 --dtype bf16 $o
steps_named s_64_16_k 2,3,4,6 --configs 8x1800+30x500 --heads 64 --kv_heads 16 $o
steps_named s_4_4_l 1,2,3,4 --configs 30x1400+80x400 --heads 4 --kv_heads 4 --dtype bf16 $o
steps_named s_8_2_control_j 3,5,7 --configs 20x1500+60x400 --heads 8 --kv_heads 2 $o
steps_check
steps_drawn 204 --lengths mixed
steps_end
