#!/bin/bash
# Round 3 (the planner of round 1, 19ffde3's; auto takes 2 grouped parts): 2
# grouped parts against whole at 5 to 8 heads a CTA, head_dim 128, sequences
# of 129 to 256 tokens, where the rule for 2 parts of under 128 tokens cuts
# them (src/plan.c `wide_pair` stops it only past 8 heads). Two drawn steps
# lost there (32/4 3 x 154, 1.52 times whole; 3 x 245, 1.31); these named
# steps were read from nothing. Every launch at split counts 1 and 2.
. bench/auto_steps.sh
steps_begin round3 300
steps_check
steps_named g5_10_2 1,2 --configs 8x200 --heads 10 --kv_heads 2
steps_named g5_20_4 1,2 --configs 4x136 --heads 20 --kv_heads 4
steps_named g5_40_8 1,2 --configs 2x240,12x160 --heads 40 --kv_heads 8
steps_named g6_6_1 1,2 --configs 12x200 --heads 6 --kv_heads 1
steps_named g6_12_2 1,2 --configs 6x160 --heads 12 --kv_heads 2 --dtype bf16
steps_named g6_24_4 1,2 --configs 3x240 --heads 24 --kv_heads 4
steps_named g6_48_8 1,2 --configs 2x136,12x256 --heads 48 --kv_heads 8
steps_named g8_8_1 1,2 --configs 12x136 --heads 8 --kv_heads 1
steps_named g8_16_2 1,2 --configs 8x240 --heads 16 --kv_heads 2 --block_size 1
steps_named g8_32_4 1,2 --configs 4x200 --heads 32 --kv_heads 4
steps_named g8_64_8 1,2 --configs 2x160,12x200 --heads 64 --kv_heads 8 --dtype bf16
steps_end
