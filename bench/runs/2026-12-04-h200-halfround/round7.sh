#!/bin/bash
# Round 7: the final tree (the merge's warps over 8 heads a CTA, and paired
# rings that pass their named barriers equally often): the full check; paired
# launches as layers with the tree of round 3 (build/pabench_floor: the merge's
# warps only) and this one, alternating, two passes each (explore.lua
# pairsync); mergewarps once; bench/sanitize_paths.lua plainly and under
# memcheck and racecheck; `check --kernels auto`.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round7
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
gunzip -c build/pabench_floor.gz > build/pabench_floor && chmod +x build/pabench_floor
timeout 330 build/pabench check > "$O/check.txt" 2>&1
echo "check: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$O/check.txt")"
for pass in 1 2; do
  for b in floor final; do
    bin=build/pabench; [ $b = floor ] && bin=build/pabench_floor
    timeout 120 $bin bench/explore.lua pairsync > "$O/pairsync_${b}_$pass.txt" 2>&1
    echo "pairsync $b pass $pass: exit $? after $SECONDS s"
  done
done
timeout 90 build/pabench bench/explore.lua mergewarps > "$O/mergewarps_final.txt" 2>&1
echo "mergewarps: exit $? after $SECONDS s"
timeout 60 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s, $(tail -n 1 "$O/paths.txt")"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 100 $S --tool memcheck build/pabench bench/sanitize_paths.lua > "$O/memcheck_paths.txt" 2>&1
echo "memcheck: exit $? after $SECONDS s, $(grep -E 'ERROR SUMMARY' "$O/memcheck_paths.txt")"
timeout 100 $S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua > "$O/racecheck_paths.txt" 2>&1
echo "racecheck: exit $? after $SECONDS s, $(grep -E 'RACECHECK SUMMARY' "$O/racecheck_paths.txt")"
timeout 60 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
for f in floor_1 final_1 floor_2 final_2; do
  echo "== $f"; grep -E 'layer' "$O/pairsync_$f.txt" | awk '{print $9}' | tr '\n' ' '; echo
done
