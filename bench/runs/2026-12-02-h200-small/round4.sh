#!/bin/bash
# Round 4: dc0385c's bounds, cut after round 3, on steps no round has timed:
# group 1 at head_dim 128 within one CTA an SM, every launch at 1 to 16 parts;
# a CTA a head at over 8 heads a CTA past 128 tokens and at head_dim 256 by its
# 32-token chunks, on both sides of each bound, and more steps at 5 to 8 heads
# a CTA; then seed 69, which no round has drawn.
. bench/auto_steps.sh
steps_begin round4 430
steps_check
G=1,2,3,4,5,6,8,10,12,16
steps_named g1_d128 $G --configs 7x650,4x900 --heads 8 --kv_heads 8
steps_named g1_d128_h16 $G --configs 2x800 --heads 16 --kv_heads 16
steps_named g1_d128_h4 $G --configs 10x800 --heads 4 --kv_heads 4
steps_named g1_d128_h32 $G --configs 1x1000 --heads 32 --kv_heads 32
steps_named g1_d128_bf16 $G --configs 4x600 --heads 16 --kv_heads 16 --dtype bf16
S=1,2
steps_named s_d128_128_8 $S --configs 1x150,2x136 --heads 128 --kv_heads 8
steps_named s_d128_16_1 $S --configs 10x140,20x120 --heads 16 --kv_heads 1
steps_named s_d128_96_8 $S --configs 3x100 --heads 96 --kv_heads 8
steps_named s_d256_8_1 $S --configs 16x80,18x80,20x60 --heads 8 --kv_heads 1 --head_dim 256
steps_named s_d256_16_1 $S --configs 12x64 --heads 16 --kv_heads 1 --head_dim 256
steps_named s_d256_128_8 $S --configs 1x72 --heads 128 --kv_heads 8 --head_dim 256
steps_named s_d256_64_8 $S --configs 3x48 --heads 64 --kv_heads 8 --head_dim 256
steps_named s_d128_8_1 $S --configs 15x64,24x48 --heads 8 --kv_heads 1
steps_named s_d128_64_8_bf16 $S --configs 2x56 --heads 64 --kv_heads 8 --dtype bf16
steps_named s_d128_40_8 $S --configs 4x40 --heads 40 --kv_heads 8
steps_drawn 69
steps_end
