#!/bin/bash
# Round 5: the rule as revised from round 4 (at groups up to 8, three warps
# where their four CTAs an SM leave the last wave fuller than four warps'
# three, in three to eight waves' worth of CTAs; at head_dim 256 three rings up
# to six waves' worth, two past it): `check --quick` and `check --kernels
# auto`, `bench/sanitize_paths.lua`, then `bench/explore.lua shortheld3` twice
# on steps none of it was read from (auto, the tree before it, the other
# size), then `auto` on seeds 135 and 136, which no round has drawn. Every
# launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round5
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 200 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s"
grep -E '208 tokens|kernel runs over' "$O/check_quick.txt"
timeout 120 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s"
tail -n 2 "$O/paths.txt"
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua shortheld3 > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
. bench/auto_steps.sh
steps_begin round5_auto 150
steps_check
steps_drawn 135
steps_drawn 136
steps_end
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 150 $S --tool memcheck build/pabench bench/sanitize_paths.lua > "$O/memcheck_paths.txt" 2>&1
echo "memcheck: exit $?, $(grep -E 'ERROR SUMMARY' "$O/memcheck_paths.txt")"
timeout 200 $S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua > "$O/racecheck_paths.txt" 2>&1
echo "racecheck: exit $?, $(grep -E 'RACECHECK SUMMARY' "$O/racecheck_paths.txt")"
