#!/bin/bash
# Round 9: a last try for an H200: there, the held-out steps of the rounds
# that ran on H100s (h200_recheck.sh); elsewhere, seeds 225 (kept to small
# mixed batches, as round 8) and 226 of drawn steps.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
if steps_is_h200; then
  steps_on_h200 recheck bench/runs/2026-12-06-h200-kinds/h200_recheck.sh
else
  steps_begin kinds_round9_drawn $((300 - (SECONDS - start)))
  steps_drawn 225 --lengths mixed --max_batch 12 --max_mb 64
  steps_drawn 226
  steps_end
fi
echo "round 9: $((SECONDS - start)) s"
