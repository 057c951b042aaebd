#!/bin/bash
# Round 1: uneven batches at head_dim 128 with one or two heads a CTA in up
# to 24 parts, not 16 (uneven_few_heads_parts, src/plan_mma_splits.c), on
# named steps none of it was read from: each at 16, 20 and 24 parts, 32, and
# the count the rule takes where that is none of those, with the tree's
# build (build/pabench.gz; `auto` there is the rule's count). Then `check
# --kernels auto` and seed 187's drawn steps, as the call's time allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin fewheads_round1 $((480 - (SECONDS - start)))
d=16,20,24,32
steps_named f_8_8_a $d --configs 1x4096+7x128 --heads 8 --kv_heads 8
steps_named f_16_8_a $d --configs 1x4096+7x128 --heads 16 --kv_heads 8
steps_named f_8_8_b $d --configs 1x3000+3x1200 --heads 8 --kv_heads 8
steps_named f_4_4_a $d --configs 1x6000+5x2000 --heads 4 --kv_heads 4
steps_named f_2_1_a $d --configs 1x8000+7x3000 --heads 2 --kv_heads 1
steps_named f_4_2_a 16,19,20,24,32 --configs 1x10000+9x2500 --heads 4 --kv_heads 2
steps_named f_2_2_a $d --configs 2x5000+6x1500 --heads 2 --kv_heads 2 --dtype bf16
steps_named f_16_8_b $d --configs 1x3500+1x1200 --heads 16 --kv_heads 8
steps_named f_1_1_a $d --configs 1x12000+3x4000 --heads 1 --kv_heads 1
steps_named f_2_1_b $d --configs 1x7000+15x800 --heads 2 --kv_heads 1 --allocator fragmented
steps_named f_8_4_a $d --configs 1x5000+2x2500 --heads 8 --kv_heads 4
steps_named f_2_1_c $d --configs 1x9000+11x3000 --heads 2 --kv_heads 1 --dtype bf16
steps_named f_4_4_b $d --configs 3x4000+3x1000 --heads 4 --kv_heads 4
steps_named f_8_8_c 16,17,20,24 --configs 1x2500+7x600 --heads 8 --kv_heads 8
steps_check
steps_drawn 187
steps_end
