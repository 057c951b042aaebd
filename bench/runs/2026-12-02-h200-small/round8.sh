#!/bin/bash
# Round 8: the planner with every rule of the round (eb8ee5f) on seeds 72 and
# 73, which no round has drawn.
. bench/auto_steps.sh
steps_begin round8 300
steps_check
steps_drawn 72
steps_drawn 73
steps_end
