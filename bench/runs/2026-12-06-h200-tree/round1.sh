#!/bin/bash
# Round 1: the tree as it stands, whole, on the card the call gets (an H200
# asked for). The suite has not run since the take round's round 3 (4682f58);
# since then the planner moved steps off the suite and the decode core gained
# packed warps, whose non-packed kernels differ in a few prologue
# instructions. bench/gpu_round.sh's full check and the whole suite with the
# seed's Triton kernel and SDPA beside it, held against the warps round's suite
# (the table RESULTS.md quotes); check --random on a seed no round has drawn;
# then auto.lua's seeds 238, 239 (mixed lengths) and 240 (at most 8 MB: the
# few-token steps the packed kernels serve), 20 drawn steps each, as the
# call's time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
PEAK_BASE=bench/runs/2026-12-04-h200-pair128/round8_suite/peak.json.gz bench/gpu_round.sh check triton peak \
  > "$OUT/gpu_round.txt" 2>&1
echo "gpu_round: exit $? after $((SECONDS - start)) s"
timeout 100 build/pabench check --random 200 --seed 20261232 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_begin tree_round1 $((400 - (SECONDS - start)))
steps_drawn 238
steps_drawn 239 --lengths mixed
steps_drawn 240 --max_mb 8
steps_end
tail -n 16 "$OUT/gpu_round.txt"
grep -E 'faster|slower' "$OUT/round/peak_compare.txt" | head -20
grep -E '^(targets|auto|SM clock|x )' "$OUT/round/peak.txt"
echo "round 1: $((SECONDS - start)) s"
rm -rf "$OUT/round"
