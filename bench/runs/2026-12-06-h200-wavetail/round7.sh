#!/bin/bash
# Round 7: `tail_slots_64.patch`, tail_slots_64: at head_dim 64 tail_parts'
# count stepped up until the grid's last wave of slots (two CTAs an SM) is
# at least half full, read from round 6. Held out: draw_tail64.lua, seed 4,
# run with the tree's build; the 23 of its 40 batches the candidate moves
# (all from 2 parts, to 3 or 4), none timed before, each in 2, 3 and 4
# parts; every third in the fragmented allocator.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin wavetail_round7 $((300 - (SECONDS - start)))
steps_named q1_32_2_92x18536 2,3,4 --configs 92x18536 --heads 32 --kv_heads 2 --head_dim 64
steps_named q2_16_1_177x18333 2,3,4 --configs 177x18333 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named q3_8_8_24x19501 2,3,4 --configs 24x19501 --heads 8 --kv_heads 8 --head_dim 64 --allocator fragmented
steps_named q4_2_2_95x20842 2,3,4 --configs 95x20842 --heads 2 --kv_heads 2 --head_dim 64
steps_named q5_8_2_95x23600 2,3,4 --configs 95x23600 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named q6_4_4_49x19200 2,3,4 --configs 49x19200 --heads 4 --kv_heads 4 --head_dim 64 --allocator fragmented
steps_named q7_4_4_48x22376 2,3,4 --configs 48x22376 --heads 4 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named q8_2_2_90x14506 2,3,4 --configs 90x14506 --heads 2 --kv_heads 2 --head_dim 64
steps_named q9_64_8_23x13446 2,3,4 --configs 23x13446 --heads 64 --kv_heads 8 --head_dim 64 --dtype bf16 --allocator fragmented
steps_named q10_16_1_167x19205 2,3,4 --configs 167x19205 --heads 16 --kv_heads 1 --head_dim 64
steps_named q11_4_4_48x14504 2,3,4 --configs 48x14504 --heads 4 --kv_heads 4 --head_dim 64
steps_named q12_8_1_190x6596 2,3,4 --configs 190x6596 --heads 8 --kv_heads 1 --head_dim 64 --allocator fragmented
steps_named q13_16_16_12x17726 2,3,4 --configs 12x17726 --heads 16 --kv_heads 16 --head_dim 64
steps_named q14_16_1_170x16262 2,3,4 --configs 170x16262 --heads 16 --kv_heads 1 --head_dim 64
steps_named q15_8_1_197x13611 2,3,4 --configs 197x13611 --heads 8 --kv_heads 1 --head_dim 64 --allocator fragmented
steps_named q16_8_2_90x20451 2,3,4 --configs 90x20451 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named q17_32_2_86x8881 2,3,4 --configs 86x8881 --heads 32 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named q18_16_1_179x9341 2,3,4 --configs 179x9341 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16 --allocator fragmented
steps_named q19_16_2_88x21650 2,3,4 --configs 88x21650 --heads 16 --kv_heads 2 --head_dim 64
steps_named q20_8_2_84x20277 2,3,4 --configs 84x20277 --heads 8 --kv_heads 2 --head_dim 64
steps_named q21_2_2_97x4849 2,3,4 --configs 97x4849 --heads 2 --kv_heads 2 --head_dim 64 --allocator fragmented
steps_named q22_16_1_186x16032 2,3,4 --configs 186x16032 --heads 16 --kv_heads 1 --head_dim 64
steps_named q23_16_16_12x4836 2,3,4 --configs 12x4836 --heads 16 --kv_heads 16 --head_dim 64
steps_end
