#!/bin/bash
# Round 3: the two rules of 5c7ecd8 on steps they were not read from: group 1
# in at most half the SMs in parts of 256, 192 or 96 tokens (head_dim 64, 128,
# 256), every launch at 1 to 16 parts; a few steps a CTA a head at groups over
# 4, with steps on both sides of each bound; then seeds 67 and 68, which no
# round has drawn.
. bench/auto_steps.sh
steps_begin round3 430
steps_check
G=1,2,3,4,5,6,8,10,12,16
steps_named g1_d64 $G --configs 3x700,3x1100 --heads 8 --kv_heads 8 --head_dim 64
steps_named g1_d64_h16 $G --configs 2x600 --heads 16 --kv_heads 16 --head_dim 64
steps_named g1_d64_h4 $G --configs 6x800 --heads 4 --kv_heads 4 --head_dim 64
steps_named g1_d64_h32 $G --configs 1x900 --heads 32 --kv_heads 32 --head_dim 64
steps_named g1_d64_bf16 $G --configs 6x500 --heads 8 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named g1_d128 $G --configs 5x900,6x600,2x650 --heads 8 --kv_heads 8
steps_named g1_d128_h4 $G --configs 16x600 --heads 4 --kv_heads 4
steps_named g1_d128_h32 $G --configs 2x700 --heads 32 --kv_heads 32
steps_named g1_d128_bf16 $G --configs 3x700 --heads 16 --kv_heads 16 --dtype bf16
steps_named g1_d256 $G --configs 1x400,5x350 --heads 8 --kv_heads 8 --head_dim 256
steps_named g1_d256_h16 $G --configs 3x300 --heads 16 --kv_heads 16 --head_dim 256
steps_named g1_d256_h4 $G --configs 6x450 --heads 4 --kv_heads 4 --head_dim 256
steps_named g1_d256_h32 $G --configs 1x500 --heads 32 --kv_heads 32 --head_dim 256
steps_named g1_d256_bf16 $G --configs 2x400 --heads 8 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1
S=1
steps_named s_d128_8_1 $S --configs 12x56,18x72 --heads 8 --kv_heads 1
steps_named s_d128_64_8 $S --configs 2x96 --heads 64 --kv_heads 8
steps_named s_d128_64_8_bf16 $S --configs 2x72 --heads 64 --kv_heads 8 --dtype bf16 --allocator fragmented
steps_named s_d128_56_8 $S --configs 2x64 --heads 56 --kv_heads 8
steps_named s_d128_40_8 $S --configs 3x48 --heads 40 --kv_heads 8 --allocator contiguous
steps_named s_d128_128_8 $S --configs 1x144,2x128 --heads 128 --kv_heads 8
steps_named s_d128_128_8_bf16 $S --configs 3x96 --heads 128 --kv_heads 8 --dtype bf16
steps_named s_d128_16_1 $S --configs 16x100 --heads 16 --kv_heads 1
steps_named s_d128_96_8 $S --configs 1x120 --heads 96 --kv_heads 8
steps_named s_d256_8_1 $S --configs 12x80,12x112 --heads 8 --kv_heads 1 --head_dim 256
steps_named s_d256_8_1_bf16 $S --configs 20x72 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named s_d256_16_1 $S --configs 6x90 --heads 16 --kv_heads 1 --head_dim 256 --block_size 1
steps_named s_d256_128_8 $S --configs 1x80 --heads 128 --kv_heads 8 --head_dim 256
steps_named s_d256_64_8 $S --configs 2x64 --heads 64 --kv_heads 8 --head_dim 256
steps_drawn 67
steps_drawn 68
steps_end
