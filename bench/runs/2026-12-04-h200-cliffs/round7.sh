#!/bin/bash
# Round 7: the rule read from round 6 (src/plan.c: at head_dim 256 whole
# sequences past two rounds within a quarter of the SMs in parts of at most a
# round; past a quarter whole), on 14 steps none of it was read from (u_*),
# at split counts 1 to 8, on the tree of this round's commit; `auto` on seed
# 127, which no round has drawn. Every launch is checked against the
# reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round7 240
steps_check
D="--head_dim 256"
S=1,2,3,4,5,6,7,8
steps_named u_2x450_g16 $S --configs 2x450 --heads 128 --kv_heads 8 $D
steps_named u_3x380_g16 $S --configs 3x380 --heads 128 --kv_heads 8 $D
steps_named u_4x330bf_g16 $S --configs 4x330 --heads 128 --kv_heads 8 $D --dtype bf16
steps_named u_4x380_g8 $S --configs 4x380 --heads 64 --kv_heads 8 $D
steps_named u_2x300_g8 $S --configs 2x300 --heads 64 --kv_heads 8 $D
steps_named u_3x450_g5 $S --configs 3x450 --heads 40 --kv_heads 8 $D
steps_named u_4x460_g5 $S --configs 4x460 --heads 40 --kv_heads 8 $D
steps_named u_6x330_g16k4 $S --configs 6x330 --heads 64 --kv_heads 4 $D
steps_named u_6x380_g8k2 $S --configs 6x380 --heads 16 --kv_heads 2 $D
steps_named u_5x330_g6 $S --configs 5x330 --heads 48 --kv_heads 8 $D
steps_named u_7x400_g4 $S --configs 7x400 --heads 32 --kv_heads 8 $D
steps_named u_5x450_g6 $S --configs 5x450 --heads 48 --kv_heads 8 $D
steps_named u_8x300_g32k4 $S --configs 8x300 --heads 128 --kv_heads 4 $D
steps_named u_3x450frag_g5 $S --configs 3x450 --heads 40 --kv_heads 8 $D --allocator fragmented
steps_drawn 127
steps_end
