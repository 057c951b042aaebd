#!/bin/bash
# Round 2: the landed tree (uneven_wide_whole in) on steps no round has drawn:
# check --random on a fresh seed, then scenarios/auto.lua's 20 drawn steps on
# each of seeds 249 (any), 250 (mixed lengths) and 251 (at most 8 MB), every
# launch at split counts 1 to 96, all packed.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
timeout 100 "$STEPS_BIN" check --random 200 --seed 20261235 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_begin widewhole_round2 420
steps_drawn 249
steps_drawn 250 --lengths mixed
steps_drawn 251 --max_mb 8
steps_end
echo "round 2: $((SECONDS - start)) s"
