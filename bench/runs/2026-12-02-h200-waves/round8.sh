#!/bin/bash
# Round 8: whether a one-wave grid of 96 long whole sequences times the same
# from one process to the next. Round 4 had 12 x 8192 at groups 2 and 4 whole
# 4-5 % faster than in 2 parts; round 7 had groups 1, 8 and 16 at 12 x 8192,
# and group 4 at 5120 to 16384, 8-10 % slower whole. Each step here runs in
# three processes (its own pool and tables each time), at 1, 2 and 4 parts.
. bench/auto_steps.sh
steps_begin round8 300
for run in 1 2 3; do
  steps_named r${run}_g4 1,2,4 --configs 12x8192 --heads 32 --kv_heads 8
  steps_named r${run}_g8 1,2,4 --configs 12x8192 --heads 64 --kv_heads 8
  steps_named r${run}_92 1,2,4 --configs 23x8192 --heads 16 --kv_heads 4
  steps_named r${run}_g4_7168 1,2,4 --configs 12x7168 --heads 32 --kv_heads 8
done
steps_end
