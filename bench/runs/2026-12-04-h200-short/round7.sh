#!/bin/bash
# Round 7: the committed tree (175110a; head_dim 64 takes four warps only past
# two waves' worth, the default's one at two CTAs an SM): the full check
# (with the row of whole sequences in small CTAs), `check --kernels auto`,
# `bench/sanitize_paths.lua` plainly and under memcheck, `auto` on seed 139,
# which no round has drawn.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round7
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 240 build/pabench check > "$O/check_full.txt" 2>&1
echo "check: exit $? after $SECONDS s"
grep -E '208 tokens|kernel runs over|^PASS|^FAIL' "$O/check_full.txt"
timeout 100 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s"
grep -E 'warps|rings|^PASS|^FAIL' "$O/paths.txt"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 150 $S --tool memcheck build/pabench bench/sanitize_paths.lua > "$O/memcheck_paths.txt" 2>&1
echo "memcheck: exit $? after $SECONDS s, $(grep -E 'ERROR SUMMARY' "$O/memcheck_paths.txt")"
. bench/auto_steps.sh
steps_begin round7_auto 60
steps_check
steps_drawn 139
steps_end
