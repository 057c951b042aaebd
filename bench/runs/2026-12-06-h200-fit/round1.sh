#!/bin/bash
# Round 1: `wave_fit.patch`, uneven_wave_fit: an uneven batch's one-wave
# count (3 to 32 parts, the sequences' whole CTAs within a wave) taken down,
# to 2 at least, until its grid of compacted parts fits one wave of CTA
# slots; each sequence's parts round up, and the count cut from the token
# share alone lands 1 to 35 % over the wave (read from the records since
# 58b4fb4: 40 timed steps it moves, 1.054 -> 1.009, 28 faster, 7 slower by
# up to 3.8 %). Carries the candidate's build as build/pabench.gz. 16 named
# batches drawn at random among those it moves, none of them timed before,
# each at the tree's count, the candidate's and those around them. Then
# `check --kernels auto` and a seed of mixed lengths no round had drawn.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin fit_round1 $((420 - (SECONDS - start)))
steps_named f_8_8_a 2,3,5,7 --configs 3x4000+43x352 --heads 8 --kv_heads 8
steps_named f_64_8_d64_b 2,3,4,6 --configs 4x12000+22x496 --heads 64 --kv_heads 8 --head_dim 64
steps_named f_16_4_d256_c 9,11,13 --configs 5x6000+53x272 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16
steps_named f_16_4_d 2,3,4 --configs 10x4000+35x1536 --heads 16 --kv_heads 4 --dtype bf16
steps_named f_64_8_d64_e 2,3,4 --configs 5x6000+20x544 --heads 64 --kv_heads 8 --head_dim 64
steps_named f_16_4_f 14,16,17 --configs 2x24000+26x3424 --heads 16 --kv_heads 4 --dtype bf16
steps_named f_16_4_d256_g 4,5,6 --configs 5x12000+26x4928 --heads 16 --kv_heads 4 --head_dim 256
steps_named f_16_2_h 5,6 --configs 7x8000+57x3088 --heads 16 --kv_heads 2 --dtype bf16
steps_named f_64_8_i 7,8 --configs 4x6000+6x2000 --heads 64 --kv_heads 8
steps_named f_16_8_d256_j 10,11 --configs 1x6000+13x1472 --heads 16 --kv_heads 8 --head_dim 256 --dtype bf16
steps_named f_4_4_d256_k 6,7 --configs 9x6000+21x1136 --heads 4 --kv_heads 4 --head_dim 256 --dtype bf16
steps_named f_16_4_d64_l 10,11,12 --configs 2x24000+12x6768 --heads 16 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named f_32_4_m 3,4 --configs 12x4000+48x1024 --heads 32 --kv_heads 4 --dtype bf16
steps_named f_32_8_n 10,11 --configs 3x16000+4x6000 --heads 32 --kv_heads 8 --dtype bf16
steps_named f_8_2_o 12,13 --configs 7x24000+27x7264 --heads 8 --kv_heads 2 --dtype bf16
steps_named f_16_4_d256_p 3,4 --configs 6x3000+50x1104 --heads 16 --kv_heads 4 --head_dim 256
steps_check
steps_drawn 208 --lengths mixed
steps_end
