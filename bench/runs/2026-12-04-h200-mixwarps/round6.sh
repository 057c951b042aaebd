#!/bin/bash
# Round 6: the final tree (sweep.mixed shared by check, explore and
# sanitize_paths): `check --quick` (the small-CTA row with its mixed batch),
# `check --kernels auto`, `bench/sanitize_paths.lua`, then `check --random
# 300 --seed 20261208` (`check_random.txt`), configurations no round has drawn.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round6
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 150 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s"
grep -E 'mixed, in CTAs|kernel runs over' "$O/check_quick.txt"
timeout 100 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
timeout 60 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s, $(tail -n 1 "$O/paths.txt")"
timeout 300 build/pabench check --random 300 --seed 20261208 > "$O/check_random.txt" 2>&1
echo "check --random: exit $? after $SECONDS s"
grep -E 'FAIL|ERROR|runs over|^PASS' "$O/check_random.txt" | tail -n 5
