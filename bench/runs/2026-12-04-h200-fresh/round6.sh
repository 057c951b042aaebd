#!/bin/bash
# Round 6. The tree with parts of at most a round at head_dim 64 (src/plan.c,
# mma_splits: where the one-wave count cuts parts just over 256 tokens, one
# part more, as at head_dim 256): `check --quick`, `check --kernels auto`; 6
# named head_dim 64 steps none of it was read from, at the tree's count, the
# one before it and two more; 6 named head_dim 128 steps where the same rule,
# left off there, would move the count, 2 of them through the rule for parts
# of up to 384 tokens (14 -> 10 parts); drawn fp16/bf16 steps of seeds 172 on.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
mkdir -p "$OUT/round6"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 150 build/pabench check --quick > "$OUT/round6/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$OUT/round6/check_quick.txt" | tail -1)"
. bench/auto_steps.sh
steps_begin round6_auto 400
steps_check
steps_named q_8_8_d64_1x2000 6,7,8,9,10 --configs 1x2000 --heads 8 --kv_heads 8 --head_dim 64
steps_named q_64_8_d64_1x1100 3,4,5,6,7 --configs 1x1100 --heads 64 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named q_4_1_d64_2x2400 8,9,10,11,12 --configs 2x2400 --heads 4 --kv_heads 1 --head_dim 64
steps_named q_24_8_d64_1x1700 5,6,7,8,9 --configs 1x1700 --heads 24 --kv_heads 8 --head_dim 64 --block_size 1
steps_named q_16_8_d64_2x1250 3,4,5,6,7 --configs 2x1250 --heads 16 --kv_heads 8 --head_dim 64
steps_named q_2_2_d64_2x2127 7,8,9,10,11 --configs 2x2127 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named t_1_1_d128_6x3600 10,14,15 --configs 6x3600 --heads 1 --kv_heads 1 --head_dim 128
steps_named t_2_2_d128_3x3700 10,14,15 --configs 3x3700 --heads 2 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named t_16_2_d128_4x2700 9,10,11,12 --configs 4x2700 --heads 16 --kv_heads 2 --head_dim 128
steps_named t_16_4_d128_1x5700 14,15,16 --configs 1x5700 --heads 16 --kv_heads 4 --head_dim 128
steps_named t_8_1_d128_8x2700 9,10,11,12 --configs 8x2700 --heads 8 --kv_heads 1 --head_dim 128
steps_named t_64_8_d128_1x2700 9,10,11,12 --configs 1x2700 --heads 64 --kv_heads 8 --head_dim 128
for s in 172 173 174 175 176; do steps_drawn $s; done
steps_end
