#!/bin/bash
# Round 13, the planner as committed at the round's end (de734b5): `auto` on
# fp16/bf16 steps drawn from seeds 110 on, which no round has drawn, every
# launch at split counts 1 to 96, checked against the reference first, while
# the call's time lasts.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round13 300
steps_drawn 110
steps_drawn 111
steps_drawn 112
steps_end
