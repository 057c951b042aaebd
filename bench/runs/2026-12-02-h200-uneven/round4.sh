#!/bin/bash
# Round 4: the 12-round parts as cut after round 3 (the longest sequence 7/4 of
# the mean or more) on named skewed batches none of it was read from, and
# large mixed steps of seeds 83 and 84 no round has drawn.
. bench/auto_steps.sh
steps_begin round4 420
steps_check
steps_named w_d128 1,2,4,6,8 --configs 20x10000+80x3000
steps_named w_g16 1,4,8,13,16 --configs 10x20000+50x6000 --heads 128 --kv_heads 8 --dtype bf16
steps_named w_g1 1,2,3,4,6 --configs 20x6000+60x1500 --heads 8 --kv_heads 8
steps_named w_d256 1,2,3,4 --configs 60x3000+240x800 --head_dim 256
steps_named w_d64 1,2,3,4,6 --configs 30x12000+98x3000 --head_dim 64
steps_drawn 83 --lengths mixed --shapes 12 --min_mb 100
steps_drawn 84 --lengths mixed --shapes 12 --min_mb 100
steps_end
