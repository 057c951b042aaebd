#!/bin/bash
# Round 2: one CTA an SM for head_dim 64 grids of 16 parts and more that land
# between one and two CTAs an SM short of nine tenths (src/plan.c, read from
# round 1) on the GPU: `check --kernels auto`, then u_*: named steps none of
# it was read from, at the count before, the count after and neighbours (x_*:
# a grid of nine tenths of two CTAs an SM the rule leaves as it was). Then
# data for the next rule, o_*: 36 to 64 heads, one or two sequences of 257
# to 960 tokens, which `auto` runs a CTA a head unsplit (`paged`), while the
# warps round's seed 106 timed 64/16 at 1 x 742 in 4 grouped parts 1.72
# times as fast. Then `auto` on drawn steps of seeds 113 and 114, which no
# round has drawn.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round2 420
steps_check
D="--head_dim 64"
steps_named u_g8bf_26000 16,20,26,32 --configs 1x26000 --heads 64 --kv_heads 8 --dtype bf16 $D
steps_named u_g1_24000 16,20,24,32 --configs 1x24000 --heads 8 --kv_heads 8 $D
steps_named u_g8kv4_45000 32,40,44,48,64 --configs 1x45000 --heads 32 --kv_heads 4 $D
steps_named u_g8kv2_120000 64,80,96,128 --configs 1x120000 --heads 16 --kv_heads 2 $D
steps_named u_g4kv6_25000 16,22,25,32 --configs 1x25000 --heads 24 --kv_heads 6 $D
steps_named u_g4kv12_17000 8,11,16,22 --configs 1x17000 --heads 48 --kv_heads 12 $D
steps_named u_g4kv10_20000 10,13,16,20,26 --configs 1x20000 --heads 40 --kv_heads 10 $D
steps_named u_g8kv1_200000 96,128,132,192,256 --configs 1x200000 --heads 8 --kv_heads 1 $D
steps_named u_g8frag_24000 16,24,32 --configs 1x24000 --heads 64 --kv_heads 8 --allocator fragmented $D
steps_named u_g8blk1_22000 16,22,32 --configs 1x22000 --heads 64 --kv_heads 8 --block_size 1 $D
steps_named u_g4kv4bf_60000 32,48,59,64 --configs 1x60000 --heads 16 --kv_heads 4 --dtype bf16 $D
steps_named u_g8kv4_3x20000 8,11,16,22 --configs 3x20000 --heads 32 --kv_heads 4 $D
steps_named x_g4_30000 16,30,32 --configs 1x30000 --heads 32 --kv_heads 8 $D
S=1,2,3,4,5,6,8
steps_named o64_g4kv16bf_742 $S --configs 1x742 --heads 64 --kv_heads 16 --dtype bf16 --allocator contiguous $D
steps_named o64_g4kv16 $S --configs 1x500,1x900 --heads 64 --kv_heads 16 $D
steps_named o64_g4 $S --configs 2x700 --heads 32 --kv_heads 8 $D
steps_named o64_g4kv12 $S --configs 1x600 --heads 48 --kv_heads 12 $D
steps_named o64_g4kv10 $S --configs 1x800 --heads 40 --kv_heads 10 $D
steps_named o64_g3kv12 $S --configs 1x400 --heads 36 --kv_heads 12 $D
steps_named o128_g4kv16 $S --configs 1x500,1x700 --heads 64 --kv_heads 16
steps_named o128_g4 $S --configs 2x600 --heads 32 --kv_heads 8
steps_named o128_g4kv12 $S --configs 1x900 --heads 48 --kv_heads 12
steps_named o128_g4kv10 $S --configs 1x450 --heads 40 --kv_heads 10
steps_named o128_g3kv12 $S --configs 1x800 --heads 36 --kv_heads 12
steps_drawn 113
steps_drawn 114
steps_end
