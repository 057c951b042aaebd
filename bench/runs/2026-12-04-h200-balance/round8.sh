#!/bin/bash
# Round 8: head_dim 256 steps of up to 256 tokens at 33 to 66 heads, which
# `auto` runs a CTA a head unsplit (`paged`): seeds 115 and 118 drew two at 1
# x 231 and 1 x 221 where 4 one-head parts ran 1.22 and 1.12 times as fast.
# Every launch at split counts 1 to 8, each checked against the reference
# first. f_* are the steps a rule is read from; t_* are held out, read only
# once it is written.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round8 300
S=1,2,3,4,5,6,8
D="--head_dim 256"
steps_named f_40x8_160 $S --configs 1x160 --heads 40 --kv_heads 8 $D
steps_named f_64x8_128 $S --configs 1x128 --heads 64 --kv_heads 8 $D
steps_named f_48x12_200 $S --configs 1x200 --heads 48 --kv_heads 12 $D
steps_named f_32x8_2x256 $S --configs 2x256 --heads 32 --kv_heads 8 $D
steps_named f_64x16_256 $S --configs 1x256 --heads 64 --kv_heads 16 $D
steps_named f_64x32_448 $S --configs 1x448 --heads 64 --kv_heads 32 $D
steps_named t_56x8_192 $S --configs 1x192 --heads 56 --kv_heads 8 $D
steps_named t_36x12_96 $S --configs 1x96 --heads 36 --kv_heads 12 $D
steps_named t_40x10_240bf $S --configs 1x240 --heads 40 --kv_heads 10 $D --dtype bf16
steps_named t_32x8_2x160 $S --configs 2x160 --heads 32 --kv_heads 8 $D
steps_named t_64x32_320 $S --configs 1x320 --heads 64 --kv_heads 32 $D
steps_named t_48x8_256frag $S --configs 1x256 --heads 48 --kv_heads 8 $D --allocator fragmented
steps_end
