#!/bin/bash
# Round 2: round 1's racecheck reported hazards in the paired kernel (16 heads
# at head_dim 256) on its 70-part case: the warps' states stored to shared
# memory before the cross-warp merge's barrier and read after it, in parts of
# 32 tokens, two of the four rings empty. The halfround round traced just such
# reports, paired rings of unequal step counts, to the tool (bench/RESULTS.md),
# and bench/sanitize_paths.lua now holds paired merges whose rings take equal
# counts (12, 24 and 70 parts of 96 and 128 tokens) and the two-level cases:
# racecheck and memcheck on them. Then the suite with both builds on the same
# card, held against each other with pabench compare (the change moves
# registers of kernels the suite runs); round 3's hold-out (round3.sh, with
# the candidate's build), 120 s of it; the whole GPU check with this tree;
# check --random on a seed no round has drawn, as time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_ref build/pabench_ref.gz
S="timeout 90 compute-sanitizer --error-exitcode 99 --print-limit 40"
for only in 'group 16 in' 'two levels'; do
  f=$OUT/racecheck_${only// /_}.txt
  $S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua "$only" > "$f" 2>&1
  echo "racecheck '$only': exit $?, $(grep -E 'RACECHECK SUMMARY' "$f") after $((SECONDS - start)) s"
  grep -E 'PASS|FAIL' "$f" | head -8
done
$S --tool memcheck build/pabench bench/sanitize_paths.lua 'group 16 in' > "$OUT/memcheck.txt" 2>&1
echo "memcheck: exit $?, $(grep -E 'ERROR SUMMARY' "$OUT/memcheck.txt") after $((SECONDS - start)) s"
for bin in pabench pabench_ref; do
  timeout 150 build/$bin scenarios/peak.lua --quiet --json "$OUT/peak_$bin.json" > "$OUT/peak_$bin.txt" 2>&1
  echo "peak $bin: exit $? after $((SECONDS - start)) s"
done
build/pabench compare "$OUT/peak_pabench_ref.json" "$OUT/peak_pabench.json" > "$OUT/peak_compare.txt" 2>&1
echo "compare (the tree before, then this one): exit $?; $(tail -n 2 "$OUT/peak_compare.txt" | head -n 1)"
gzip -f "$OUT"/peak_*.json
gunzip -c build/pabench_cand.gz > build/pabench_cand && chmod +x build/pabench_cand
STEPS_BIN=build/pabench_cand ROUND3_BUDGET=120 bash bench/runs/2026-12-07-h200-groups/round3.sh
timeout $((540 - (SECONDS - start))) build/pabench check > "$OUT/check.txt" 2>&1
echo "check: exit $? after $((SECONDS - start)) s; $(tail -2 "$OUT/check.txt" | head -1)"
if [ $((SECONDS - start)) -lt 480 ]; then
  timeout 60 build/pabench check --random 200 --seed 20261238 > "$OUT/check_random.txt" 2>&1
  echo "check --random: exit $?; $(grep 'kernel runs over' "$OUT/check_random.txt")"
fi
tail -n 30 "$OUT/peak_pabench.txt"
echo "round 2: $((SECONDS - start)) s"
