#!/bin/bash
# Round 9: the three-wave count (89 to 99 CTAs of long whole sequences in 4
# parts of 8 rounds or more; read from rounds 4, 7 and 8, seeds 57 and 61) on
# steps it was not read from: the check through auto, named steps at and past
# its edges, every launch at the split counts named; fp16/bf16 seed 63.
# Round 8 found that how fast such a grid runs whole differs from one H200 to
# another, so round 10 times the same named steps again.
. bench/auto_steps.sh
steps_begin round9 300
steps_check
S=1,2,3,4,5,8
steps_named t_g2 $S --configs 12x10000 --heads 16 --kv_heads 8
steps_named t_g8_kv4 $S --configs 24x9000 --heads 32 --kv_heads 4
steps_named t_g4_bf16 $S --configs 12x12000 --heads 32 --kv_heads 8 --dtype bf16
steps_named t_d256_g2 $S --configs 12x6000 --heads 16 --kv_heads 8 --head_dim 256
steps_named t_94_g8 $S --configs 47x8192 --heads 16 --kv_heads 2
steps_named t_98_g4 $S --configs 49x10000 --heads 8 --kv_heads 2
steps_named t_91_g4 $S --configs 91x8500 --heads 4 --kv_heads 1
steps_named t_g4_block1 $S --configs 12x9000 --heads 32 --kv_heads 8 --block_size 1
steps_named t_g4_frag $S --configs 12x8192 --heads 32 --kv_heads 8 --allocator fragmented
steps_named t_g4_long $S --configs 12x32768 --heads 32 --kv_heads 8
steps_named t_edge $S --configs 12x7500 --heads 32 --kv_heads 8
steps_named t_100 $S --configs 50x10000 --heads 8 --kv_heads 2
steps_drawn 63
steps_end
