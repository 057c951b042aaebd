#!/bin/bash
# Round 1: the tree as it stands (31feebd, uneven_wave_fit landed, no whole
# GPU check of it yet): `pabench check`, `check --random` on a seed no round
# had drawn, the fewheads round's held-out steps where the card is an H200.
# Then figures for two leads, no candidate:
# - the wave fit where most of the batch is sequences under a part, whose
#   CTAs end early (bf16 32/8 at 5 x 8000 beside 17 x 288 ran 51.64 us in
#   the fit's 6 against 43.65 in 8): 11 batches it moves, each at the fit's
#   count up to the one-wave count; in 6 the short sequences are under 0.4
#   of a part, in 5 over 0.7;
# - even batches of long sequences whose whole grid passes two CTAs an SM
#   by up to a quarter (recorded: 8/8 at 37 x 7114, 382.80 us whole against
#   346.90 in 10; 36 x 7044, 1.054; 34 x ~4749, level): 15 such, whole and
#   in 2, 3, 4 and 6 parts.
# Two seeds of drawn steps last.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261219
steps_on_h200 fewheads bench/runs/2026-12-05-h200-fewheads/round5.sh
steps_begin wavetail_round1 $((480 - (SECONDS - start)))
b="--dtype bf16"
steps_named f_8_2_d64_a 8,9,10 --configs 12x14000+29x288 --heads 8 --kv_heads 2 --head_dim 64 $b
steps_named f_16_4_a 9,10,11 --configs 8x12000+21x416 --heads 16 --kv_heads 4
steps_named f_32_8_a 8,9,10 --configs 4x10000+17x352 --heads 32 --kv_heads 8 $b
steps_named f_64_8_a 9,10,11 --configs 4x15000+13x544 --heads 64 --kv_heads 8
steps_named f_32_4_a 10,11,12,13 --configs 6x13000+39x448 --heads 32 --kv_heads 4 $b
steps_named f_32_8_known 6,7,8 --configs 5x8000+17x288 --heads 32 --kv_heads 8 $b
steps_named f_32_4_b 9,10 --configs 6x12000+43x1024 --heads 32 --kv_heads 4
steps_named f_8_8_b 3,4 --configs 4x6000+21x1952 --heads 8 --kv_heads 8 $b
steps_named f_16_4_b 10,11 --configs 6x6000+35x512 --heads 16 --kv_heads 4
steps_named f_64_8_b 11,12,13 --configs 2x8000+27x512 --heads 64 --kv_heads 8 $b
steps_named f_16_4_c 16,17 --configs 4x10000+25x608 --heads 16 --kv_heads 4
s=1,2,3,4,6
for n in 33 35 36 37 39 41; do
  steps_named t_8_8_d128_${n} $s --configs ${n}x7000 --heads 8 --kv_heads 8
done
for n in 34 36 38; do
  steps_named t_32_8_d128_${n} $s --configs ${n}x6000 --heads 32 --kv_heads 8
done
for n in 66 70 74; do
  steps_named t_16_4_d256_${n} $s --configs ${n}x4000 --heads 16 --kv_heads 4 --head_dim 256 $b
done
for n in 36 40 44; do
  steps_named t_8_8_d64_${n} $s --configs ${n}x7470 --heads 8 --kv_heads 8 --head_dim 64
done
steps_drawn 210 --lengths mixed
steps_drawn 211
steps_end
