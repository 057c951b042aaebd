#!/bin/bash
# Round 4: the landed tree (c533b1c: few_rows_sm_parts, uneven_skew_parts
# from one CTA an SM, uneven_parts_cap_256 down to the merge's step), the
# GPU test suite whole (`pabench check`), `check --random` on a seed no
# round had drawn, and two seeds of drawn steps, mixed lengths and even.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
build/pabench check > "$OUT/check.txt" 2>&1
echo "check: exit $? after $((SECONDS - start)) s; $(tail -1 "$OUT/check.txt")"
timeout 100 build/pabench check --random 200 --seed 20261218 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_begin landed_round4 $((420 - (SECONDS - start)))
steps_drawn 206 --lengths mixed
steps_drawn 207
steps_end
