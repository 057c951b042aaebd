#!/bin/bash
# Round 6: wide_parts_cap's 32 parts at head_dim 256 from parts of over 256
# tokens (512 in rounds 3 to 5), read from two records packed in the rounds'
# archives (8/2 at 1 x 12000, 64/4 at 1 x 10302): named steps of 8193 to
# 16384 tokens none of it was read from, at 16 (the count before) and 32,
# with the tree's build; then `check --kernels auto`.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin fewheads_round6 $((150 - (SECONDS - start)))
o="--head_dim 256"
steps_named y_8_1_1x16384 16,32 --configs 1x16384 --heads 8 --kv_heads 1 $o
steps_named y_8_2_1x14000 16,32 --configs 1x14000 --heads 8 --kv_heads 2 $o
steps_named y_16_4_1x12000 16,32 --configs 1x12000 --heads 16 --kv_heads 4 $o
steps_named y_32_4_1x10000 16,30,32 --configs 1x10000 --heads 32 --kv_heads 4 $o
steps_named y_1_1_3x11000 16,32 --configs 3x11000 --heads 1 --kv_heads 1 $o
steps_named y_8_1_1x9000 16,32 --configs 1x9000 --heads 8 --kv_heads 1 $o
steps_named y_4_1_4x12500 16,32 --configs 4x12500 --heads 4 --kv_heads 1 $o
steps_named y_16_2_2x15000 16,32 --configs 2x15000 --heads 16 --kv_heads 2 --dtype bf16 $o
steps_check
steps_end
