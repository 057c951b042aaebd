#!/bin/bash
# Round 12: where `auto` stands on drawn steps no round has seen, with every
# rule of the waves round in: the check through auto, fp16/bf16 seeds 65 and 66.
. bench/auto_steps.sh
steps_begin round12 300
steps_check
steps_drawn 65
steps_drawn 66
steps_end
