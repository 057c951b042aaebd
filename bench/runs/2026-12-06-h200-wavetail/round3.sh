#!/bin/bash
# Round 3: the landed tree (c3622c9, the wave fit counting slots): the GPU
# test suite whole, `check --random` on a seed no round had drawn, two
# seeds of drawn steps. Then more figures for the even-batch lead of round
# 1, whole against parts where the whole grid passes two CTAs an SM: the
# batches that lost whole again (does the loss repeat?), the same 296 and
# 312 CTAs at other lengths and groups (does it follow the grid?).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261220
steps_on_h200 fewheads bench/runs/2026-12-05-h200-fewheads/round5.sh
steps_begin wavetail_round3 $((480 - (SECONDS - start)))
s=1,2,3,4,6
steps_named t_8_8_d128_37_again $s --configs 37x7000 --heads 8 --kv_heads 8
steps_named t_8_8_d128_35_again $s --configs 35x7000 --heads 8 --kv_heads 8
steps_named t_8_8_d128_37x4000 $s --configs 37x4000 --heads 8 --kv_heads 8
steps_named t_8_8_d128_37x12000 $s --configs 37x12000 --heads 8 --kv_heads 8
steps_named t_8_8_d128_39x4000 $s --configs 39x4000 --heads 8 --kv_heads 8
steps_named t_32_8_d128_37 $s --configs 37x6000 --heads 32 --kv_heads 8
steps_named t_32_8_d128_39 $s --configs 39x6000 --heads 32 --kv_heads 8
steps_named t_16_2_d128_148 $s --configs 148x6000 --heads 16 --kv_heads 2
steps_named t_4_4_d128_74 $s --configs 74x7000 --heads 4 --kv_heads 4
steps_named t_8_8_d128_37_bf16 $s --configs 37x7000 --heads 8 --kv_heads 8 --dtype bf16
steps_named t_16_4_d256_74_again $s --configs 74x4000 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16
steps_named t_8_8_d64_36_again $s --configs 36x7470 --heads 8 --kv_heads 8 --head_dim 64
steps_drawn 213 --lengths mixed
steps_drawn 214
steps_end
