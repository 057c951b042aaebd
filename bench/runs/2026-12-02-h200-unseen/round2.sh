#!/bin/bash
# Round 2 (the tree of round 1): `auto` on drawn fp16/bf16 steps of seeds 91
# on, which no round has drawn, every launch at split counts 1 to 96.
. bench/auto_steps.sh
steps_begin round2 420
steps_drawn 91
steps_drawn 92
steps_drawn 93
steps_drawn 94
steps_end
