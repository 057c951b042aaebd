#!/bin/bash
# Round 9: the committed tree (613622b: the paired-warp parts at head_dim
# 256 only where they stay within three quarters of the SMs, read from round
# 8's two losses): steps at and past that bound, none of them timed before,
# at split counts 1 to 4; `check --quick`, `check --kernels auto` and
# `bench/sanitize_paths.lua`. Every launch is checked against the reference
# first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round9
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
. bench/auto_steps.sh
steps_begin round9_auto 200
S=1,2,3,4
steps_named b_g16 $S --configs 7x200,5x250,6x180,7x150,4x260,3x160 --heads 128 --kv_heads 8 --head_dim 256
steps_named b_g16bf $S --configs 6x240 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16
steps_named b_g12 $S --configs 7x220 --heads 96 --kv_heads 8 --head_dim 256
steps_named b_g16kv2 $S --configs 20x200 --heads 32 --kv_heads 2 --head_dim 256
steps_end
timeout 120 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$O/check_quick.txt")"
timeout 100 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
timeout 60 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s, $(tail -n 1 "$O/paths.txt")"
