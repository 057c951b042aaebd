#!/bin/bash
# Round 5: the committed tree (both head_dim 256 rules and the filled count).
# bench/sanitize_paths.lua, which now takes four launches at counts the
# longest sequence fills fewer parts of (one merged flagged, one in a
# cluster, one of mixed lengths), plainly and under compute-sanitizer's
# memcheck and racecheck; then `auto` on seeds 125 and 126, which no round
# has drawn.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench bench/sanitize_paths.lua > "$OUT/paths.txt" 2>&1
echo "sanitize_paths: exit $?"; grep -E "fills|^PASS|^FAIL" "$OUT/paths.txt"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 240 $S --tool memcheck build/pabench bench/sanitize_paths.lua > "$OUT/memcheck_paths.txt" 2>&1
echo "memcheck: exit $?, $(grep -E 'ERROR SUMMARY' "$OUT/memcheck_paths.txt")"
timeout 240 $S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua > "$OUT/racecheck_paths.txt" 2>&1
echo "racecheck: exit $?, $(grep -E 'RACECHECK SUMMARY' "$OUT/racecheck_paths.txt")"
. bench/auto_steps.sh
steps_begin round5 260
steps_drawn 125
steps_drawn 126
steps_end
