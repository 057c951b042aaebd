#!/bin/bash
# Round 3: the 12-round parts as cut after round 2 (only where the whole grid
# fills a wave of CTA slots) on large mixed steps no round has drawn (seeds 80
# to 82 from 100 MB), and named long mixed batches none of it was read from.
. bench/auto_steps.sh
steps_begin round3 420
steps_check
steps_named v_d128 1,2,3,5,7,8,10 --configs 60x3000+60x9000
steps_named v_d256 1,2,3,4,6 --configs 150x1000+150x3000 --head_dim 256
steps_named v_d64 1,2,3,4,6 --configs 64x4000+64x12000 --head_dim 64
steps_named v_g16 1,4,8,13,16 --configs 30x6000+30x20000 --heads 128 --kv_heads 8 --dtype bf16
steps_named v_g1 1,2,3,4,6 --configs 40x2000+40x6000 --heads 8 --kv_heads 8
steps_drawn 80 --lengths mixed --shapes 12 --min_mb 100
steps_drawn 81 --lengths mixed --shapes 12 --min_mb 100
steps_drawn 82 --lengths mixed --shapes 12 --min_mb 100
steps_end
