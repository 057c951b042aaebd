#!/bin/bash
# Round 2: round 1's racecheck found hazards in the paired kernel (16 heads at
# head_dim 256) on its 70-part case, between the warps' states stored to shared
# memory and read back across the barrier after them (mma_decode.cu, the
# cross-warp merge), code the change leaves as it was. Whether the tree before
# has them too: racecheck on both builds over the paired cases (merges of 12,
# 24 and 70 parts). Then, with this tree, the whole GPU check; the suite with
# both builds on the same card, held against each other with pabench compare
# (the change moves registers of kernels the suite runs); check --random on a
# seed no round has drawn, as time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_ref build/pabench_ref.gz
S="timeout 90 compute-sanitizer --error-exitcode 99 --print-limit 40"
for bin in pabench pabench_ref; do
  $S --tool racecheck --racecheck-report hazard build/$bin bench/sanitize_paths.lua 'd256 group 16 in' \
    > "$OUT/racecheck_$bin.txt" 2>&1
  echo "racecheck $bin: exit $?, $(grep -E 'RACECHECK SUMMARY' "$OUT/racecheck_$bin.txt") after $((SECONDS - start)) s"
  grep -E 'PASS|FAIL' "$OUT/racecheck_$bin.txt" | head -5
done
for bin in pabench pabench_ref; do
  timeout 150 build/$bin scenarios/peak.lua --quiet --json "$OUT/peak_$bin.json" > "$OUT/peak_$bin.txt" 2>&1
  echo "peak $bin: exit $? after $((SECONDS - start)) s"
done
build/pabench compare "$OUT/peak_pabench_ref.json" "$OUT/peak_pabench.json" > "$OUT/peak_compare.txt" 2>&1
echo "compare (the tree before, then this one): exit $?; $(tail -n 2 "$OUT/peak_compare.txt" | head -n 1)"
gzip -f "$OUT"/peak_*.json
timeout $((540 - (SECONDS - start))) build/pabench check > "$OUT/check.txt" 2>&1
echo "check: exit $? after $((SECONDS - start)) s; $(tail -2 "$OUT/check.txt" | head -1)"
if [ $((SECONDS - start)) -lt 480 ]; then
  timeout 60 build/pabench check --random 200 --seed 20261238 > "$OUT/check_random.txt" 2>&1
  echo "check --random: exit $?; $(grep 'kernel runs over' "$OUT/check_random.txt")"
fi
tail -n 30 "$OUT/peak_pabench.txt"
echo "round 2: $((SECONDS - start)) s"
