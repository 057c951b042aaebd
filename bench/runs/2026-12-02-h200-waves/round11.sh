#!/bin/bash
# Round 11: parts of at most a round at head_dim 256 (read from seeds 49 and
# 56: 1 x 1255 in 9 parts of 140 tokens 1.34 times 10 of 126) on steps it was
# not read from, split counts around the old and the new; the check through
# auto; fp16/bf16 seed 64.
. bench/auto_steps.sh
steps_begin round11 300
steps_check
S=4,6,8,9,10,11,12,13,14,15,16
D="--head_dim 256"
steps_named h_g4 $S --configs 1x1300,1x1800,2x700,3x600 --heads 32 --kv_heads 8 $D
steps_named h_g5 $S --configs 1x1400 --heads 40 --kv_heads 8 $D
steps_named h_g2 $S --configs 1x1100,2x1000 --heads 16 --kv_heads 8 $D
steps_named h_g8 $S --configs 1x2000 --heads 64 --kv_heads 8 $D
steps_named h_g8_kv4_bf16 $S --configs 1x1200 --heads 32 --kv_heads 4 --dtype bf16 $D
steps_named h_g1 $S --configs 1x1000 --heads 8 --kv_heads 8 $D
steps_named h_g4_block1 $S --configs 1x1700 --heads 32 --kv_heads 8 --block_size 1 $D
steps_drawn 64
steps_end
