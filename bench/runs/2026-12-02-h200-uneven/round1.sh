#!/bin/bash
# Round 1: the uneven-batch rule (parts of 3/4 of a round, up to 16, the grid
# within 9/10 of a wave of CTA slots) on steps of mixed lengths no round has
# drawn (seeds 74 to 76), and named mixed batches at the counts around it.
. bench/auto_steps.sh
steps_begin round1 420
steps_check
# a long sequence among short ones: the rule's 14 against 16 (the old rule's,
# timed before at 8.1 us) and the counts between; at 160-token short ones 14,
# at 176 12; group 8; head_dim 64 and 256
steps_named u_short31 4,8,10,12,13,14,15,16 --configs 1x2048+31x128,1x2048+31x176,1x4096+31x128
steps_named u_short7 4,8,10,12,14,16 --configs 1x2048+7x128,1x1024+7x128,1x2048+3x1500
steps_named u_g8 4,8,10,12,14,16 --configs 1x2048+31x128,2x1500+6x300 --heads 64 --kv_heads 8
steps_named u_d64 4,6,8,10,12,16 --configs 1x2048+7x128,1x3000+15x200 --head_dim 64
steps_named u_d256 4,8,12,16,20 --configs 1x2048+7x128,2x1000+4x100 --head_dim 256
steps_drawn 74 --lengths mixed --shapes 16
steps_drawn 75 --lengths mixed --shapes 16
steps_drawn 76 --lengths mixed --shapes 16
steps_end
