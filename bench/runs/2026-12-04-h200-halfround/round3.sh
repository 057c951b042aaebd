#!/bin/bash
# Round 3: over 8 heads a CTA, split launches merged by the count take the
# warps for a merge of two passes where the fill rule left one or two
# (kernels/mma_decode.cu). The candidate's full check first, then
# `explore.lua mergewarps` with the tree before (build/pabench_base, carried
# gzipped) and the candidate, alternating, two passes each; then
# `bench/sanitize_paths.lua` (three new launches of that kind) plainly and
# under memcheck and racecheck, and `check --kernels auto`.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round3
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
gunzip -c build/pabench_base.gz > build/pabench_base && chmod +x build/pabench_base
timeout 330 build/pabench check > "$O/check.txt" 2>&1
echo "check: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$O/check.txt")"
for pass in 1 2; do
  for b in base cand; do
    bin=build/pabench; [ $b = base ] && bin=build/pabench_base
    timeout 90 $bin bench/explore.lua mergewarps > "$O/mergewarps_${b}_$pass.txt" 2>&1
    echo "mergewarps $b pass $pass: exit $? after $SECONDS s"
  done
done
timeout 60 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s, $(tail -n 1 "$O/paths.txt")"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 100 $S --tool memcheck build/pabench bench/sanitize_paths.lua > "$O/memcheck_paths.txt" 2>&1
echo "memcheck: exit $? after $SECONDS s, $(grep -E 'ERROR SUMMARY' "$O/memcheck_paths.txt")"
timeout 100 $S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua > "$O/racecheck_paths.txt" 2>&1
echo "racecheck: exit $? after $SECONDS s, $(grep -E 'RACECHECK SUMMARY' "$O/racecheck_paths.txt")"
timeout 60 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
paste <(grep -E 'threads +- splits' "$O/mergewarps_base_1.txt" | awk '{print $6, $8}') \
      <(grep -E 'threads +- splits' "$O/mergewarps_base_2.txt" | awk '{print $8}') \
      <(grep -E 'threads +- splits' "$O/mergewarps_cand_1.txt" | awk '{print $8}') \
      <(grep -E 'threads +- splits' "$O/mergewarps_cand_2.txt" | awk '{print $8}')
