#!/bin/bash
# Round 8: the committed tree (the planner rules of rounds 1-2 and the merge's
# warps of round 3): bench/sanitize_paths.lua plainly and under memcheck and
# racecheck; `check --quick`; `check --kernels auto`; 40 drawn fp16/bf16 steps
# of seeds no round has drawn (150, 151).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round8
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 60 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s, $(tail -n 1 "$O/paths.txt")"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 100 $S --tool memcheck build/pabench bench/sanitize_paths.lua > "$O/memcheck_paths.txt" 2>&1
echo "memcheck: exit $? after $SECONDS s, $(grep -E 'ERROR SUMMARY' "$O/memcheck_paths.txt")"
timeout 100 $S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua > "$O/racecheck_paths.txt" 2>&1
echo "racecheck: exit $? after $SECONDS s, $(grep -E 'RACECHECK SUMMARY' "$O/racecheck_paths.txt")"
timeout 120 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$O/check_quick.txt")"
timeout 60 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
. bench/auto_steps.sh
steps_begin round8_auto 240
steps_drawn 150
steps_drawn 151
steps_end
