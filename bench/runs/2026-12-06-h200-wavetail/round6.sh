#!/bin/bash
# Round 6: figures for a lead, no candidate. At head_dim 64 (two CTAs an SM,
# 264 slots) tail_parts cuts a whole grid of one to one and a half SMs' worth
# in 2 or 3 parts, about two and a half CTAs an SM; two recorded batches ran
# its 2 parts (a grid past the wave of slots by up to a half) slower than 4
# (32/2 at 93 x 22206: 292.74 us against 263.23). The first 16 batches of
# draw_tail64.lua, seed 3, each whole and in 2 to 6 parts.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin wavetail_round6 $((300 - (SECONDS - start)))
steps_named p1_32_2_83x5684 1,2,3,4,5,6 --configs 83x5684 --heads 32 --kv_heads 2 --head_dim 64
steps_named p2_8_1_168x18449 1,2,3,4,5,6 --configs 168x18449 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named p3_16_2_91x9063 1,2,3,4,5,6 --configs 91x9063 --heads 16 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named p4_8_1_160x11552 1,2,3,4,5,6 --configs 160x11552 --heads 8 --kv_heads 1 --head_dim 64
steps_named p5_8_1_182x15867 1,2,3,4,5,6 --configs 182x15867 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named p6_8_1_148x11590 1,2,3,4,5,6 --configs 148x11590 --heads 8 --kv_heads 1 --head_dim 64
steps_named p7_16_1_163x7693 1,2,3,4,5,6 --configs 163x7693 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named p8_16_1_177x10392 1,2,3,4,5,6 --configs 177x10392 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named p9_16_1_174x4915 1,2,3,4,5,6 --configs 174x4915 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named p10_8_1_187x9604 1,2,3,4,5,6 --configs 187x9604 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named p11_32_2_98x21350 1,2,3,4,5,6 --configs 98x21350 --heads 32 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named p12_8_1_167x11082 1,2,3,4,5,6 --configs 167x11082 --heads 8 --kv_heads 1 --head_dim 64
steps_named p13_16_16_9x17395 1,2,3,4,5,6 --configs 9x17395 --heads 16 --kv_heads 16 --head_dim 64
steps_named p14_16_2_69x18745 1,2,3,4,5,6 --configs 69x18745 --heads 16 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named p15_2_2_88x10422 1,2,3,4,5,6 --configs 88x10422 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named p16_2_2_98x11502 1,2,3,4,5,6 --configs 98x11502 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16
steps_end
