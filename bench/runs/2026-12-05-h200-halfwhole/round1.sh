#!/bin/bash
# Round 1: head_dim 128 at group 1 keeps a sequence under a part and a half
# (under 288 tokens) whole where one_head_half_parts cut it in 2
# (src/plan_mma_splits.c), on named steps at 1, 2 and 3 parts with the
# tree's build (build/pabench.gz; `auto` there is whole), head_dim 64's
# parts of 256 beside them as they stand; then `check --kernels auto` and
# seed 188's drawn steps, as the call's time allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin halfwhole_round1 $((480 - (SECONDS - start)))
d=1,2,3
steps_named w_2_3x202 $d --configs 3x202 --heads 2 --kv_heads 2 --block_size 16 --allocator contiguous
steps_named w_8_2x250 $d --configs 2x250 --heads 8 --kv_heads 8
steps_named w_4_4x240 $d --configs 4x240 --heads 4 --kv_heads 4
steps_named w_2_8x200 $d --configs 8x200 --heads 2 --kv_heads 2
steps_named w_16_1x250 $d --configs 1x250 --heads 16 --kv_heads 16
steps_named w_8_6x230 $d --configs 6x230 --heads 8 --kv_heads 8 --dtype bf16
steps_named w_1_1x200 $d --configs 1x200 --heads 1 --kv_heads 1
steps_named w_4_10x270 $d --configs 10x270 --heads 4 --kv_heads 4
steps_named w_8_3x280 $d --configs 3x280 --heads 8 --kv_heads 8 --allocator fragmented
steps_named w64_4_10x322 $d --configs 10x322 --heads 4 --kv_heads 4 --head_dim 64
steps_check
steps_drawn 188
steps_end
