#!/bin/bash
# Round 4: where the drawn steps of round 3 (seeds 57 and 58) put the rules'
# edges in question: (i) whole sequences of 193 to 256 tokens in grids of over
# two CTAs an SM at head_dim 128 (bf16 32/16 256 x 244: 2 parts 137.9 us against
# 161.9 whole), below the 3-part cut's 257; (ii) the two-wave cut at head_dim 64,
# two CTAs an SM (64/8 12 x 12734: 5 parts 78.7 us against 84.6 in 2); (iii) 96
# grouped CTAs at head_dim 128 (64/16 6 x 11172: 4 parts 131.1 against 139.2
# whole, where 12 x 4096 at group 8 had been 8 % faster whole). Every launch
# at the split counts named, on 94c3b12's planner.
. bench/auto_steps.sh
steps_begin round4 400
A=1,2,3,4
steps_named i_g4 $A --configs 40x200,34x240,60x230,100x250,150x210,40x256,60x193 --heads 32 --kv_heads 8
steps_named i_g1 $A --configs 100x220,40x240 --heads 8 --kv_heads 8
steps_named i_g2_bf16 $A --configs 128x244 --heads 32 --kv_heads 16 --dtype bf16
steps_named i_g4_kv4 $A --configs 80x256 --heads 16 --kv_heads 4
steps_named i_g8 $A --configs 60x240 --heads 64 --kv_heads 8
W=1,2,3,4,5,6,7,8,10,12,16
steps_named ii_d64_g4 $W --configs 6x8192,12x8192,9x8192 --heads 32 --kv_heads 8 --head_dim 64
steps_named ii_d64_g8 $W --configs 12x12000 --heads 64 --kv_heads 8 --head_dim 64
steps_named iii_g4_kv16 $W --configs 6x8192 --heads 64 --kv_heads 16
steps_named iii_g4 $W --configs 12x8192 --heads 32 --kv_heads 8
steps_named iii_g2 $W --configs 12x8192 --heads 16 --kv_heads 8
steps_end
