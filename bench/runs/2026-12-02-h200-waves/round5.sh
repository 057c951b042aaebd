#!/bin/bash
# Round 5: the rules as widened from round 4 (the 128-token parts from 193
# tokens, 2 parts up to 256; the two-wave cut at head_dim 64, counted in its
# two CTA slots an SM): the check through auto, then named steps no rule was
# read from, every launch at the split counts named; fp16/bf16 seeds 59 and 60,
# drawn steps no round has seen.
. bench/auto_steps.sh
steps_begin round5 400
steps_check
A=1,2,3,4
steps_named i_g4 $A --configs 50x220,200x200,36x250 --heads 32 --kv_heads 8
steps_named i_g4_block1 $A --configs 40x240 --heads 32 --kv_heads 8 --block_size 1
steps_named i_g2 $A --configs 80x240 --heads 16 --kv_heads 8
steps_named i_g1_bf16 $A --configs 60x256 --heads 8 --kv_heads 8 --dtype bf16
steps_named i_g3 $A --configs 45x210 --heads 24 --kv_heads 8
steps_named i_g4_kv2 $A --configs 200x230 --heads 8 --kv_heads 2
W=1,2,3,4,5,6,7,8,10
steps_named ii_d64_g2 $W --configs 12x8000 --heads 16 --kv_heads 8 --head_dim 64
steps_named ii_d64_g4_kv4 $W --configs 25x6000 --heads 16 --kv_heads 4 --head_dim 64
steps_named ii_d64_g4_kv5 $W --configs 18x6000 --heads 20 --kv_heads 5 --head_dim 64
steps_drawn 59
steps_drawn 60
steps_end
