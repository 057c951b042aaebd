#!/bin/bash
# Round 7. The tree with parts of at most a round at every head dim (src/plan.c,
# mma_splits): `check --kernels auto`; the 7 recorded head_dim 128 steps whose
# new count no record timed, named again at the tree's count and the new one;
# 8/2 at 3 x 3712, which the rule for parts of up to 384 tokens now cuts in 10
# (14 before); 20 drawn fp16/bf16 steps of seed 177.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round7_auto 40
steps_check
steps_named u_16_2_2x2633 10,11 --configs 2x2633 --heads 16 --kv_heads 2
steps_named u_32_4_2x2843 9,11 --configs 2x2843 --heads 32 --kv_heads 4 --block_size 32 --allocator fragmented
steps_named u_1_1_4x1761 6,7 --configs 4x1761 --heads 1 --kv_heads 1
steps_named u_2_2_1x2064 8,9 --configs 1x2064 --heads 2 --kv_heads 2 --block_size 32
steps_named u_32_4_2x2657 10,11 --configs 2x2657 --heads 32 --kv_heads 4 --dtype bf16
steps_named u_4_2_1x1684 6,7 --configs 1x1684 --heads 4 --kv_heads 2 --block_size 32
steps_named u_20_4_1x3590 14,15 --configs 1x3590 --heads 20 --kv_heads 4
steps_named u_8_2_3x3712 10,14,15 --configs 3x3712 --heads 8 --kv_heads 2
steps_drawn 177
steps_end
