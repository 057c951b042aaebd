#!/bin/bash
# Round 4: the committed tree (the uneven 32-part rule within two CTAs an SM):
# `check --quick`, `check --kernels auto`, 80 drawn fp16/bf16 steps of seeds
# no round has drawn (164 to 167).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
mkdir -p "$OUT/round4"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 150 build/pabench check --quick > "$OUT/round4/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$OUT/round4/check_quick.txt" | tail -1)"
. bench/auto_steps.sh
steps_begin round4_auto 380
steps_check
for s in 164 165 166 167; do steps_drawn $s; done
steps_end
