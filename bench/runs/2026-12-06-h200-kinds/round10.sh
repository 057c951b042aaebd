#!/bin/bash
# Round 10: the device time left. Where the card is an H200, the wavetail
# round's round 2 and the fewheads round's round 5 held-out steps (the part of
# h200_recheck.sh that fits); elsewhere seed 227 kept to small mixed batches.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
if steps_is_h200; then
  steps_begin kinds_round10_h200 $((170 - (SECONDS - start)))
  o=""
  for f in bench/runs/2026-12-06-h200-wavetail/round2.sh bench/runs/2026-12-05-h200-fewheads/round5.sh; do
    case $f in *fewheads*) o="--head_dim 256" ;; esac
    while read -r line; do eval "$line"; done < <(grep '^steps_named' "$f")
  done
else
  steps_begin kinds_round10_drawn $((150 - (SECONDS - start)))
  steps_drawn 227 --lengths mixed --max_batch 12 --max_mb 64
fi
steps_end
echo "round 10: $((SECONDS - start)) s"
