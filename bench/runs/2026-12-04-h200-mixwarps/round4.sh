#!/bin/bash
# Round 4: the committed rules (b5acec6 and the explore set after it):
# `bench/explore.lua mixheld2` twice, batches none of them was read from;
# `auto` on seeds 140 to 142, which no round has drawn; the full check
# (`check_full.txt`); `bench/sanitize_paths.lua` plainly, under memcheck and
# under racecheck. Every launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round4
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
for pass in 1 2; do
  timeout 100 build/pabench bench/explore.lua mixheld2 > "$O/explore_$pass.txt" 2>&1
  echo "mixheld2 pass $pass: exit $? after $SECONDS s"
done
. bench/auto_steps.sh
steps_begin round4_auto 150
steps_drawn 140
steps_drawn 141
steps_drawn 142
steps_end
timeout 240 build/pabench check > "$O/check_full.txt" 2>&1
echo "check: exit $? after $SECONDS s"
grep -E 'mixed, in CTAs|kernel runs over|^PASS|^FAIL' "$O/check_full.txt"
timeout 60 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s, $(tail -n 1 "$O/paths.txt")"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 100 $S --tool memcheck build/pabench bench/sanitize_paths.lua > "$O/memcheck_paths.txt" 2>&1
echo "memcheck: exit $? after $SECONDS s, $(grep -E 'ERROR SUMMARY' "$O/memcheck_paths.txt")"
timeout 150 $S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua > "$O/racecheck_paths.txt" 2>&1
echo "racecheck: exit $? after $SECONDS s, $(grep -E 'RACECHECK SUMMARY' "$O/racecheck_paths.txt")"
