#!/bin/bash
# Round 4: the head_dim 256 rule for groups 3 to 8 (src/plan.c: a grid of
# nearly every SM in parts of up to three rounds cut to three quarters of the
# SMs, or 10/11, where the parts take no more rounds), read from round 3's 16
# steps, on 15 steps none of it was read from (t_*), at split counts 3 to 16;
# then `auto` on seeds 123 and 124, which no round has drawn. The tree of
# this round's commit. Every launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round4 400
steps_check
D="--head_dim 256"
S=3,4,5,6,7,8,9,10,11,12,13,14,15,16
steps_named t_1x2800_g4 $S --configs 1x2800 --heads 32 --kv_heads 8 $D
steps_named t_3x700_g4 $S --configs 3x700 --heads 32 --kv_heads 8 $D
steps_named t_1x2400_g5 $S --configs 1x2400 --heads 40 --kv_heads 8 $D
steps_named t_2x2400_g5 $S --configs 2x2400 --heads 40 --kv_heads 8 $D
steps_named t_2x2100_g6 $S --configs 2x2100 --heads 48 --kv_heads 8 $D
steps_named t_4x1100_g6 $S --configs 4x1100 --heads 48 --kv_heads 8 $D
steps_named t_2x1500_g8 $S --configs 2x1500 --heads 64 --kv_heads 8 $D
steps_named t_4x2100_g8 $S --configs 4x2100 --heads 32 --kv_heads 4 $D
steps_named t_2x2400_g5k4 $S --configs 2x2400 --heads 20 --kv_heads 4 $D
steps_named t_3x3300_g5 $S --configs 3x3300 --heads 20 --kv_heads 4 $D
steps_named t_3x1500_g4k4 $S --configs 3x1500 --heads 16 --kv_heads 4 $D
steps_named t_3x2400_g6 $S --configs 3x2400 --heads 24 --kv_heads 4 $D
steps_named t_6x700_g6 $S --configs 6x700 --heads 24 --kv_heads 4 $D
steps_named t_1x2100_g3 $S --configs 1x2100 --heads 48 --kv_heads 16 $D
steps_named t_1x2100bf_g4 $S --configs 1x2100 --heads 64 --kv_heads 16 $D --dtype bf16
steps_drawn 123
steps_drawn 124
steps_end
