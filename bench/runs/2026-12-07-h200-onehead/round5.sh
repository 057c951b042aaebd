#!/bin/bash
# Onehead round 5: `auto` on steps no round has drawn, on the tree with the
# groups round's last rules and short_one_head_parts_128 (97dfbeb):
# scenarios/auto.lua's 20 drawn steps on each of seeds 257 (any), 258 (mixed
# lengths), 259 (at most 8 MB) and 260 (any), every launch at split counts 1
# to 96; read with bench/plan_moves.lua over. Then `check --kernels auto` and,
# where the card is an H200, the full check and the suite with Triton and
# SDPA, held against the warps round's H200 suite (build/peak_base.json.gz).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin onehead_round5 220
steps_drawn 257
steps_drawn 258 --lengths mixed
steps_drawn 259 --max_mb 8
steps_drawn 260
steps_end
echo "onehead round 5 steps: $((SECONDS - start)) s"
timeout 120 build/pabench check --kernels auto > "$OUT/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_auto.txt")"
steps_h200_suite $start
echo "onehead round 5: $((SECONDS - start)) s"
