#!/bin/bash
# Round 8: the landed tree (4e9a9de, tail_slots_64): the GPU test suite
# whole, `check --random` on a seed no round had drawn, a seed of drawn
# steps of mixed lengths and one of even lengths as time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261222
steps_begin wavetail_round8 $((240 - (SECONDS - start)))
steps_drawn 217 --lengths mixed
steps_drawn 218
steps_end
