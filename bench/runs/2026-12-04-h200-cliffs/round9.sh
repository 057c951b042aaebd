#!/bin/bash
# Round 9: the committed tree (4525a13 and its docs): `check --kernels auto`;
# the whole-sequence rule's 288-token bound on w_* (sequences of 257 to 288
# tokens, now at the count before, and two just past it), at split counts 1 to
# 5; `auto` on seeds 129 and 130, which no round has drawn. Every launch is
# checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round9 260
steps_check
D="--head_dim 256"
S=1,2,3,4,5
steps_named w_5x270_g5 $S --configs 5x270 --heads 40 --kv_heads 8 $D
steps_named w_5x273_g8 $S --configs 5x273 --heads 64 --kv_heads 8 $D --block_size 256
steps_named w_2x280_g16 $S --configs 2x280 --heads 128 --kv_heads 8 $D
steps_named w_3x260_g8 $S --configs 3x260 --heads 64 --kv_heads 8 $D
steps_named w_4x300_g6 $S --configs 4x300 --heads 48 --kv_heads 8 $D
steps_named w_3x310_g16 $S --configs 3x310 --heads 128 --kv_heads 8 $D
steps_drawn 129
steps_drawn 130
steps_end
