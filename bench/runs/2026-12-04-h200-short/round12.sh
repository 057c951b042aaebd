#!/bin/bash
# Round 12: mixed lengths at head_dim 64 in four warps, bounded from round 11
# (11 steps to 768 tokens, past two waves' worth), on batches none of it was
# read from (`bench/explore.lua shortmixed2`, two passes: auto, the kernel's
# own count, four warps at the bounds); `check --quick` and `check --kernels
# auto` on this tree. Every launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round12
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 200 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s"
grep -E '208 tokens|kernel runs over' "$O/check_quick.txt"
build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s"
for pass in 1 2; do
  timeout 120 build/pabench bench/explore.lua shortmixed2 > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
grep -E '^[A-Za-z0-9]|layer' "$O/explore_1.txt" | sed -E 's/ +own tables.*err/  err/' | cut -c1-110
