#!/bin/bash
# Round 1: two kinds of small step the planner leaves whole that the drawn
# rounds found slow. Group 1 at head_dim 64 and 256 in grids of at most half
# the SMs (8/8 at head_dim 64: 6 x 856 whole 1.53 times 4 parts, 2 x ~191 and
# 5 x 315 1.09-1.11), every launch at 1 to 16 parts; and sequences of 3 to 7
# steps at groups 8 and 16 whose grouped grid fills a fifth of the SMs or less
# (bf16 head_dim 256 128/8 1 x 37, 8/1 13 x 80, 8/1 22 x 65, 64/8 3 x 40: a CTA
# a head 1.06-1.42 times faster), grouped against a CTA a head.
. bench/auto_steps.sh
steps_begin round1 430
steps_check
G=1,2,3,4,6,8,12,16
steps_named g1_d64_h8 $G --configs 1x500,1x1000,2x800,4x600,8x400 --heads 8 --kv_heads 8 --head_dim 64
steps_named g1_d256_h8 $G --configs 1x300,1x600,2x500,4x400 --heads 8 --kv_heads 8 --head_dim 256
steps_named g1_d64_h16 $G --configs 1x700,3x500 --heads 16 --kv_heads 16 --head_dim 64
steps_named g1_d256_h16 $G --configs 2x400 --heads 16 --kv_heads 16 --head_dim 256
S=1,2
steps_named s_d128_8_1 $S --configs 10x48,10x80,10x112,20x64,20x96 --heads 8 --kv_heads 1
steps_named s_d128_64_8 $S --configs 2x48,2x80,2x112,3x64,3x96,4x80 --heads 64 --kv_heads 8
steps_named s_d128_128_8 $S --configs 1x48,1x80,1x112,2x64 --heads 128 --kv_heads 8
steps_named s_d256_8_1 $S --configs 10x48,10x96,16x64 --heads 8 --kv_heads 1 --head_dim 256
steps_named s_d256_128_8 $S --configs 1x64,1x96,2x48 --heads 128 --kv_heads 8 --head_dim 256
steps_named s_d64_8_1 $S --configs 10x64,20x96 --heads 8 --kv_heads 1 --head_dim 64
steps_end
