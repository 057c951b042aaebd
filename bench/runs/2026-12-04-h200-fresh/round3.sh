#!/bin/bash
# Round 3: the rule as committed, on 10 more named mixed batches none of it was
# read from, weighted to 8 kv heads (where round 2's three slower steps were),
# each at the tree before's count and at 24, 32 and 40 parts; the spec's
# 1 x 32768 beside 7 x 128 (48 before, 32 now); `check --kernels auto`; 40
# drawn fp16/bf16 steps of seeds no round has drawn (162, 163).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round3_auto 420
steps_check
steps_named v_32_8s 24,32,40,48 --configs 1x32768+7x128 --heads 32 --kv_heads 8
steps_named v_64_8 24,32,40,41 --configs 1x32000+1x6000 --heads 64 --kv_heads 8
steps_named v_24_8 24,32,40,41 --configs 1x30000+1x6000 --heads 24 --kv_heads 8
steps_named v_8_8 24,32,40,42 --configs 1x36000+1x6000 --heads 8 --kv_heads 8
steps_named v_16_8 24,32,40,42 --configs 1x34000+1x6000 --heads 16 --kv_heads 8
steps_named v_32_8b 24,32,40,41 --configs 1x40000+2x4000 --heads 32 --kv_heads 8
steps_named v_32_8c 24,32,40,42 --configs 1x36000+3x2000 --heads 32 --kv_heads 8
steps_named v_8_4 24,32,40,58 --configs 1x30000+1x12000 --heads 8 --kv_heads 4
steps_named v_48_8bf 24,32,40,41 --configs 1x30000+1x6000 --heads 48 --kv_heads 8 --dtype bf16
steps_named v_32_2 24,32,40,46 --configs 1x24000+1x10000+1x4000 --heads 32 --kv_heads 2
steps_drawn 162
steps_drawn 163
steps_end
