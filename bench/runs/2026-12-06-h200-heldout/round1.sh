#!/bin/bash
# Round 1: H200 figures for the held-out steps of the rounds that ran on H100s
# (the kinds round's own, then the wavetail and fewheads rounds'), with the
# tree's build (1a6c58f); on any other card, seeds 227 and 228 (mixed lengths)
# of drawn steps.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
if steps_is_h200; then
  steps_on_h200 heldout bench/runs/2026-12-06-h200-kinds/h200_heldout.sh
  steps_on_h200 recheck bench/runs/2026-12-06-h200-kinds/h200_recheck.sh
else
  steps_begin heldout_round1_drawn $((300 - (SECONDS - start)))
  steps_drawn 227
  steps_drawn 228 --lengths mixed
  steps_end
fi
echo "round 1: $((SECONDS - start)) s"
