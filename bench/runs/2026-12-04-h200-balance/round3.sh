#!/bin/bash
# Round 3: the two rules on the GPU, on named steps none of them was read
# from, each checked against the reference first: b_*, head_dim 64 grids of
# 16 parts and more kept at one CTA an SM under 19/20 of two (the bound moved
# from 9/10 after round 2's 240-CTA step); r_*, grouped parts of up to 256
# tokens where `auto` ran a CTA a head over a sequence longer than it holds
# (groups 2 to 4, head_dim 64 and 128). Then `auto` on drawn steps of seeds
# 115 and 116, which no round has drawn.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round3 420
steps_check
D="--head_dim 64"
steps_named b_g4kv6_41000 16,22,32,41,44 --configs 1x41000 --heads 24 --kv_heads 6 $D
steps_named b_g4bf_31000 16,24,31,32 --configs 1x31000 --heads 32 --kv_heads 8 --dtype bf16 $D
steps_named b_g4kv4_3x6144 8,11,16,22 --configs 3x6144 --heads 16 --kv_heads 4 $D
S=1,2,3,4,5,6,8
steps_named r_g2_700 $S --configs 1x700 --heads 48 --kv_heads 24 $D
steps_named r_g2_450 $S --configs 1x450 --heads 64 --kv_heads 32 $D
steps_named r_g3_500 $S --configs 1x500 --heads 60 --kv_heads 20 $D
steps_named r_g3_2x900 $S --configs 2x900 --heads 24 --kv_heads 8 $D
steps_named r_g4_1000 $S --configs 1x1000 --heads 64 --kv_heads 16 $D
steps_named r_g4frag_600 $S --configs 1x600 --heads 64 --kv_heads 16 --allocator fragmented $D
steps_named r128_g4bf_640 $S --configs 1x640 --heads 56 --kv_heads 14 --dtype bf16
steps_named r128_g3_950 $S --configs 1x950 --heads 36 --kv_heads 12
steps_named r128_g3_520 $S --configs 1x520 --heads 48 --kv_heads 16
steps_drawn 115
steps_drawn 116
steps_end
