#!/bin/bash
# Round 2: `few_rows_sm.patch` again, on shapes round 1 left out: group 16
# at head_dim 256 (1 x 520000 beside 200000 and 65000 tokens, which
# spec/plan_spec.lua asserted at 160 parts from an older kernel's figures),
# two rows at head_dim 256, group 1 a head a CTA, a single sequence of a
# million tokens beside a short one, 30 sequences, group 12, and counts just
# past 64 (96 -> 64). Two controls the rule leaves (64 and 87 parts). Then a
# seed of mixed lengths no round had drawn.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_on_h200 fewheads bench/runs/2026-12-05-h200-fewheads/round5.sh
steps_begin fewrows_round2 $((300 - (SECONDS - start)))
steps_named q_16_1_d256 48,64,87,96,128,160 --configs 1x520000+1x200000+1x65000 --heads 16 --kv_heads 1 --head_dim 256
steps_named q_16_2_d256 32,44,48,64,96,128 --configs 1x200000+2x50000 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16
steps_named q_4_1_million 64,96,128,192,256 --configs 1x1000000+1x10000 --heads 4 --kv_heads 1
steps_named q_8_1_thirty 32,48,64,96,192 --configs 1x100000+29x2000 --heads 8 --kv_heads 1
steps_named q_12_1 32,48,64,96,128 --configs 1x250000+4x50000 --heads 12 --kv_heads 1 --dtype bf16
steps_named q_8_1_past64 48,64,80,96 --configs 1x60000+1x45000 --heads 8 --kv_heads 1
steps_named q_2_2_heads 32,48,64,96,128 --configs 1x120000+2x20000 --heads 2 --kv_heads 2 --dtype bf16
steps_named q_32_2_d256 32,44,48,64,88 --configs 1x300000+1x150000 --heads 32 --kv_heads 2 --head_dim 256
steps_named q_8_1_control64 32,48,64 --configs 1x40000+1x30000 --heads 8 --kv_heads 1
steps_named q_8_1_d256_control87 48,64,87 --configs 1x90000+1x30000 --heads 8 --kv_heads 1 --head_dim 256
steps_drawn 202 --lengths mixed
steps_end
