#!/bin/bash
# Round 2: the landed tree (uneven_wide_whole in) on steps no round has drawn:
# scenarios/auto.lua's 20 drawn steps on each of seeds 249 (any), 250 (mixed
# lengths) and 251 (at most 8 MB), every launch at split counts 1 to 96, all
# packed; then, with time left, check --random on a fresh seed.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin widewhole_round2 200
steps_drawn 249
steps_drawn 250 --lengths mixed
steps_drawn 251 --max_mb 8
steps_end
if [ $((SECONDS - start)) -lt 200 ]; then
  timeout 100 "$STEPS_BIN" check --random 200 --seed 20261235 > "$OUT/check_random.txt" 2>&1
  echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
fi
echo "round 2: $((SECONDS - start)) s"
