#!/bin/bash
# Round 8: the session's last tree (pa.plan checking the CTA its rules size,
# auto.lua's draw filters) checked whole: the GPU test suite and check
# --random on a new seed. Then auto.lua's own draw kept to the region the
# round found (--lengths mixed --max_batch 12), seeds 223 and 224, the rule
# in its own distribution of shapes, against every launch. Where the card is
# an H200, the held-out steps of the rounds that ran on H100s instead.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261225
if steps_is_h200; then
  steps_on_h200 recheck bench/runs/2026-12-06-h200-kinds/h200_recheck.sh
else
  steps_begin kinds_round8_drawn $((520 - (SECONDS - start)))
  steps_drawn 223 --lengths mixed --max_batch 12 --max_mb 64
  steps_drawn 224 --lengths mixed --max_batch 12 --max_mb 64
  steps_end
fi
echo "round 8: $((SECONDS - start)) s"
