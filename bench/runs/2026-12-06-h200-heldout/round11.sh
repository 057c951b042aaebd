#!/bin/bash
# Round 11: the session's last tree, on drawn steps no round had drawn:
# seed 235 and seed 236 kept to head_dim 256 and at most 8 MB.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin heldout_round11 $((150 - (SECONDS - start)))
steps_drawn 235
steps_drawn 236 --head_dims 256 --max_mb 8
steps_end
echo "round 11: $((SECONDS - start)) s"
