#!/bin/bash
# Round 5: the landed tree (ad7b121, late_wave_parts): the GPU test suite
# whole, `check --random` on a seed no round had drawn, two seeds of drawn
# steps. Where the card is an H200: round 4's 22 held-out batches again
# (every round so far ran on H100s), and the fewheads round's held-out steps.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261221
steps_on_h200 late_wave_h200 bench/runs/2026-12-06-h200-wavetail/round4.sh
steps_on_h200 fewheads bench/runs/2026-12-05-h200-fewheads/round5.sh
steps_begin wavetail_round5 $((500 - (SECONDS - start)))
steps_drawn 215 --lengths mixed
steps_drawn 216
steps_end
