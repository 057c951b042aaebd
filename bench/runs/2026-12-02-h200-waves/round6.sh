#!/bin/bash
# Round 6: 2 parts of 193 to 256 tokens only where they run in fewer waves
# than whole by more than 7 to 5 (4e0d49c, read from rounds 4 and 5): the check
# through auto, then named steps no rule was read from on both sides of the
# cut (whole waves against 2-part waves: 3/2, 4/3, 5/4, 6/4, 7/5, 8/5, 16+),
# every launch at the split counts named; fp16/bf16 seeds 61 and 62.
. bench/auto_steps.sh
steps_begin round6 400
steps_check
A=1,2,3
steps_named w_g4_parts $A --configs 88x230,119x220,36x240 --heads 32 --kv_heads 8
steps_named w_g4_whole $A --configs 65x240,112x200,75x250 --heads 32 --kv_heads 8
steps_named w_g2 $A --configs 41x250,250x240 --heads 16 --kv_heads 8
steps_named w_g1 $A --configs 300x210 --heads 8 --kv_heads 8
steps_named w_g4_kv4_bf16 $A --configs 70x256 --heads 16 --kv_heads 4 --dtype bf16
steps_named w_g3 $A --configs 55x225 --heads 24 --kv_heads 8
steps_named w_g4_kv2_block1 $A --configs 150x240 --heads 8 --kv_heads 2 --block_size 1
steps_drawn 61
steps_drawn 62
steps_end
