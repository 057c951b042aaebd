#!/bin/bash
# Round 6: no candidate; figures for the next rule. The tree's build (the
# landed round's 3dc50b4). The recorded steps the planner serves worst at one
# kv head and group 8 are batches of mixed lengths cut in 64 to 256 parts
# (bf16 D256 7 x ~58643 in 96, 152.73 us against 40's 129.53; D128 14 x
# ~18786 in 96 against 32's; 2 x ~412011 in 256 against 96's): seven named
# mixed batches near them, group 8 at head_dim 64, 128 and 256 and groups 4
# and 16 beside, each at 16 to 192 parts. On an H200 the fewheads round's 23
# held-out steps first; a seed no round had drawn last, as time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_on_h200 fewheads bench/runs/2026-12-05-h200-fewheads/round5.sh
steps_begin landed_round6 $((300 - (SECONDS - start)))
s=16,24,32,40,48,64,96,128,192
steps_named m_8_1_d256 $s --configs 1x60000+6x50000 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named m_4_1_d256 $s --configs 1x60000+6x50000 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named m_8_1_d128_two $s --configs 1x400000+1x300000 --heads 8 --kv_heads 1 --dtype bf16
steps_named m_16_2_d128_two $s --configs 1x400000+1x300000 --heads 16 --kv_heads 2
steps_named m_8_1_d128_eleven $s --configs 1x100000+10x20000 --heads 8 --kv_heads 1
steps_named m_8_1_d128_fourteen $s --configs 1x30000+13x16000 --heads 8 --kv_heads 1 --dtype bf16
steps_named m_8_1_d64 $s --configs 1x200000+3x100000 --heads 8 --kv_heads 1 --head_dim 64
steps_drawn 200
steps_end
