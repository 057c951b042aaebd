#!/bin/bash
# Round 8: the session's last tree. Where the card is an H200, the kinds
# round's held-out steps (never timed on one); on any card, seeds 233 and 234
# of drawn steps, the second kept to head_dim 256 and at most 8 MB.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_on_h200 kinds_heldout bench/runs/2026-12-06-h200-kinds/h200_heldout.sh
steps_begin heldout_round8 $((420 - (SECONDS - start)))
steps_drawn 233
steps_drawn 234 --head_dims 256 --max_mb 8
steps_end
echo "round 8: $((SECONDS - start)) s"
