#!/bin/bash
# Wide round 6, on the tree of b9df70c (both forms of two_level_round_parts):
# `auto` on steps no round has drawn, scenarios/auto.lua's 20 drawn steps on
# each of seeds 265 (any), 266 (mixed lengths), 267 (at most 8 MB) and 268
# (any), every launch at split counts 1 to 96, read with plan_moves.lua over;
# then check --random 100 on a seed no round drew. Where the card is an H200,
# the full check and the suite with Triton and SDPA first, held against the
# warps round's H200 suite (build/peak_base.json.gz).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_h200_suite $start
steps_begin wide_round6 $((470 - SECONDS + start))
steps_drawn 265
steps_drawn 266 --lengths mixed
steps_drawn 267 --max_mb 8
steps_drawn 268
steps_end
echo "wide round 6 steps: $((SECONDS - start)) s"
timeout 100 build/pabench check --random 100 --seed 20261243 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
echo "wide round 6: $((SECONDS - start)) s"
