#!/bin/bash
# Round 7: the landed tree (d392c92's rules) checked whole: the GPU test
# suite and check --random on a new seed. Where the card is an H200, the
# held-out steps of the rounds that ran on H100s (h200_recheck.sh) and this
# round's held-out steps of rounds 2, 4 and 6 again; elsewhere a seed of
# drawn steps.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261224
steps_on_h200 recheck bench/runs/2026-12-06-h200-kinds/h200_recheck.sh
steps_on_h200 heldout bench/runs/2026-12-06-h200-kinds/h200_heldout.sh
if ! steps_is_h200; then
  steps_begin kinds_round7_drawn $((520 - (SECONDS - start)))
  steps_drawn 222
  steps_end
fi
echo "round 7: $((SECONDS - start)) s"
