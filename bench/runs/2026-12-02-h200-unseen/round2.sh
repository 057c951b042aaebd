#!/bin/bash
# Round 2 (the tree of round 1): `auto` on drawn fp16/bf16 steps of seeds 91
# to 97, which no round has drawn, every launch at split counts 1 to 96.
. bench/auto_steps.sh
steps_begin round2 480
for seed in 91 92 93 94 95 96 97; do
  steps_drawn $seed
done
steps_end
