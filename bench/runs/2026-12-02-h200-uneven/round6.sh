#!/bin/bash
# Round 6: the round's final planner (all three uneven rules) on seeds 86 and
# 87, 16 mixed steps each, which no round has drawn and no rule was read from.
. bench/auto_steps.sh
steps_begin round6 300
steps_check
steps_drawn 86 --lengths mixed --shapes 16
steps_drawn 87 --lengths mixed --shapes 16
steps_end
