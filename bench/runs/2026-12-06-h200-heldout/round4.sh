#!/bin/bash
# Round 4: the landed tree (one ring slot at head_dim 256 for partitions of a
# step a ring in grids of over four CTAs an SM). The GPU test suite whole and
# check --random on a new seed; drawn steps of seeds 229 and 230 (mixed
# lengths), and 231 kept to head_dim 256 steps of at most 8 MB, where the
# rule's steps land.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261227
steps_begin heldout_round4 $((400 - (SECONDS - start)))
steps_drawn 229
steps_drawn 230 --lengths mixed
steps_drawn 231 --head_dims 256 --max_mb 8
steps_end
echo "round 4: $((SECONDS - start)) s"
