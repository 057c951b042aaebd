#!/bin/bash
# Round 3: head_dim 256 at groups 3 to 8, where the one-wave count fills 120
# to 132 of the 132 SMs with one CTA each in parts of 129 to 304 tokens. Round
# 1 timed three such steps faster in fewer parts, their grid three quarters of
# the SMs or less (32/4 at 2 x 2233: 9.59 us in 12 parts, 96 CTAs, against
# 11.32 in 16; 20/4 at 3 x 2053: 10.68 in 9 against 13.09 in 11; 32/8 at 1 x
# 2072: 7.97 in 12 against 8.58 in 16). f_*: 16 such steps at split counts 3
# to 16, on the tree of 3bbdd95; a rule is to be read from them alone. Every
# launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round3 300
D="--head_dim 256"
S=3,4,5,6,7,8,9,10,11,12,13,14,15,16
steps_named f_1x2100_g4 $S --configs 1x2100 --heads 32 --kv_heads 8 $D
steps_named f_1x2800_g5 $S --configs 1x2800 --heads 40 --kv_heads 8 $D
steps_named f_1x3900_g8 $S --configs 1x3900 --heads 64 --kv_heads 8 $D
steps_named f_2x1100_g6 $S --configs 2x1100 --heads 48 --kv_heads 8 $D
steps_named f_2x1500_g4 $S --configs 2x1500 --heads 32 --kv_heads 8 $D
steps_named f_2x2100_g8 $S --configs 2x2100 --heads 64 --kv_heads 8 $D
steps_named f_3x900_g5 $S --configs 3x900 --heads 40 --kv_heads 8 $D
steps_named f_3x1300_g4 $S --configs 3x1300 --heads 32 --kv_heads 8 $D
steps_named f_4x700_g8 $S --configs 4x700 --heads 64 --kv_heads 8 $D
steps_named f_3x1800_g8 $S --configs 3x1800 --heads 32 --kv_heads 4 $D
steps_named f_3x2400_g5 $S --configs 3x2400 --heads 20 --kv_heads 4 $D
steps_named f_4x1300_g4 $S --configs 4x1300 --heads 16 --kv_heads 4 $D
steps_named f_6x900_g6 $S --configs 6x900 --heads 24 --kv_heads 4 $D
steps_named f_1x1500_g4 $S --configs 1x1500 --heads 64 --kv_heads 16 $D
steps_named f_2x900_g3 $S --configs 2x900 --heads 48 --kv_heads 16 $D
steps_named f_2x2800bf_g4 $S --configs 2x2800 --heads 16 --kv_heads 4 $D --dtype bf16
steps_end
