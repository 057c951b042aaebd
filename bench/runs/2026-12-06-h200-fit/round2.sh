#!/bin/bash
# Round 2: `wave_fit_within.patch`, uneven_wave_fit as round 1 left it:
# the one-wave count of an uneven batch (3 to 32 parts) taken down to the
# first count whose grid fits one wave of CTA slots, but by at most a
# quarter, and only where such a count fits (round 1's steps down to 2
# parts ran 1.32-1.65 times the tree's). 14 named batches drawn at random
# (seed 11) among those it moves, none of them timed before, each at the
# tree's count and the candidate's. Then a seed of mixed lengths no round
# had drawn.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin fit_round2 $((300 - (SECONDS - start)))
steps_named w1_8_2_d64 3,4 --configs 9x24000+56x7600 --heads 8 --kv_heads 2 --head_dim 64
steps_named w3_32_8_d128 4,5 --configs 4x16000+13x7184 --heads 32 --kv_heads 8
steps_named w5_16_4_d256 6,7 --configs 9x4000+38x384 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16
steps_named w6_32_4_d128 5,6 --configs 11x6000+29x1072 --heads 32 --kv_heads 4 --dtype bf16
steps_named w10_32_4_d128 10,13 --configs 4x16000+59x912 --heads 32 --kv_heads 4 --dtype bf16
steps_named w13_64_8_d128 9,11 --configs 4x6000+11x240 --heads 64 --kv_heads 8 --dtype bf16
steps_named w14_8_2_d128 9,11 --configs 12x12000+42x1680 --heads 8 --kv_heads 2 --dtype bf16
steps_named w18_16_2_d128 6,8 --configs 6x12000+58x3728 --heads 16 --kv_heads 2
steps_named w21_8_2_d64 8,9 --configs 3x16000+44x3920 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named w23_16_4_d128 6,8 --configs 2x6000+30x2016 --heads 16 --kv_heads 4 --dtype bf16
steps_named w27_8_2_d64 8,10 --configs 7x12000+24x2912 --heads 8 --kv_heads 2 --head_dim 64
steps_named w32_4_1_d128 21,22 --configs 12x12000+21x3408 --heads 4 --kv_heads 1
steps_named w35_8_8_d128 9,10 --configs 1x12000+20x2160 --heads 8 --kv_heads 8 --dtype bf16
steps_named w37_32_8_d128 6,8 --configs 5x8000+17x288 --heads 32 --kv_heads 8 --dtype bf16
steps_drawn 209 --lengths mixed
steps_end
