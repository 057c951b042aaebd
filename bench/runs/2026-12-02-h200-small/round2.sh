#!/bin/bash
# Round 2: round 1's two kinds of step mapped further before a rule is cut.
# Group 1 in grids of at most half the SMs that the planner leaves whole
# (head_dim 128 too, and at 64 and 256 more batches, lengths and head counts),
# every launch at 1 to 16 parts; short sequences at groups 5 to 16 where a CTA
# a head won or lost in round 1 (2 x 48 to 20 x 96), at its edges: longer
# sequences, more CTAs, and groups of 5 and 6 heads.
. bench/auto_steps.sh
steps_begin round2 430
steps_check
G=1,2,3,4,5,6,8,10,12,16
steps_named g1_d128_h8 $G --configs 2x600,2x700,6x700,6x1000,8x800 --heads 8 --kv_heads 8
steps_named g1_d128_h16 $G --configs 1x650,3x900 --heads 16 --kv_heads 16
steps_named g1_d128_h4 $G --configs 12x700 --heads 4 --kv_heads 4
steps_named g1_d64_h8 $G --configs 2x300,4x1000,5x700,8x1000 --heads 8 --kv_heads 8 --head_dim 64
steps_named g1_d64_h16 $G --configs 4x800 --heads 16 --kv_heads 16 --head_dim 64
steps_named g1_d64_h4 $G --configs 2x900 --heads 4 --kv_heads 4 --head_dim 64
steps_named g1_d256_h8 $G --configs 2x300,3x450,6x400,8x300 --heads 8 --kv_heads 8 --head_dim 256
steps_named g1_d256_h16 $G --configs 1x450 --heads 16 --kv_heads 16 --head_dim 256
steps_named g1_d256_h4 $G --configs 4x500 --heads 4 --kv_heads 4 --head_dim 256
S=1
steps_named s_d128_8_1 $S --configs 25x80,30x64 --heads 8 --kv_heads 1
steps_named s_d128_64_8 $S --configs 4x64 --heads 64 --kv_heads 8
steps_named s_d128_128_8 $S --configs 1x128,1x160,2x96,3x64 --heads 128 --kv_heads 8
steps_named s_d128_16_1 $S --configs 10x96 --heads 16 --kv_heads 1
steps_named s_d128_40_8 $S --configs 2x48,2x80 --heads 40 --kv_heads 8
steps_named s_d128_48_8 $S --configs 2x64 --heads 48 --kv_heads 8
steps_named s_d256_8_1 $S --configs 10x128,24x64 --heads 8 --kv_heads 1 --head_dim 256
steps_named s_d256_128_8 $S --configs 1x128 --heads 128 --kv_heads 8 --head_dim 256
steps_named s_d256_16_1 $S --configs 8x80 --heads 16 --kv_heads 1 --head_dim 256
steps_end
