#!/bin/bash
# Round 8: the head_dim 256 whole-sequence rule as revised from round 7 (past
# two rounds: parts of at most a round where their grid fits one CTA an SM,
# else within 7/8 of the SMs, whole where that is one), on 12 steps none of it
# was read from (v_*), at split counts 1 to 6, on the tree of 76c68e3; `auto`
# on seed 128, which no round has drawn. Every launch is checked against the
# reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round8 200
steps_check
D="--head_dim 256"
S=1,2,3,4,5,6
steps_named v_5x270_g5 $S --configs 5x270 --heads 40 --kv_heads 8 $D
steps_named v_5x370_g4 $S --configs 5x370 --heads 32 --kv_heads 8 $D
steps_named v_5x290_g16 $S --configs 5x290 --heads 128 --kv_heads 8 $D
steps_named v_5x330_g8 $S --configs 5x330 --heads 64 --kv_heads 8 $D
steps_named v_6x400_g6 $S --configs 6x400 --heads 48 --kv_heads 8 $D
steps_named v_6x450_g8 $S --configs 6x450 --heads 64 --kv_heads 8 $D
steps_named v_7x450_g6 $S --configs 7x450 --heads 48 --kv_heads 8 $D
steps_named v_8x290_g5 $S --configs 8x290 --heads 40 --kv_heads 8 $D
steps_named v_8x450_g6 $S --configs 8x450 --heads 48 --kv_heads 8 $D
steps_named v_8x370_g8 $S --configs 8x370 --heads 64 --kv_heads 8 $D
steps_named v_8x400_g4 $S --configs 8x400 --heads 32 --kv_heads 8 $D
steps_named v_4x380_g16 $S --configs 4x380 --heads 128 --kv_heads 8 $D
steps_drawn 128
steps_end
