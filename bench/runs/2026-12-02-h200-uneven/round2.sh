#!/bin/bash
# Round 2: both uneven-batch rules (round 1's, and parts of at most 12 rounds
# where the whole grid fills half the CTA slots) on mixed steps no round has
# drawn: seeds 77 and 78 at every size, seed 79 from 100 MB; and named long
# mixed batches at the counts around the second rule's.
. bench/auto_steps.sh
steps_begin round2 420
steps_check
steps_named u_long 1,2,3,5,7,8,10,12,16 --configs 13x4000+12x12000,50x4000+50x12000
steps_named u_long64 1,2,3,4,6,8 --configs 50x4000+50x12000 --head_dim 64
steps_named u_long256 1,2,3,4,6,8,12 --configs 20x1000+20x3000 --head_dim 256
steps_drawn 77 --lengths mixed --shapes 16
steps_drawn 78 --lengths mixed --shapes 16
steps_drawn 79 --lengths mixed --shapes 10 --min_mb 100
steps_end
