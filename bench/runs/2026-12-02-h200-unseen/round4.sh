#!/bin/bash
# Round 4 (the planner with no 2 grouped parts of under 128 tokens at more than
# 4 heads a CTA): the check through auto, named steps at the rule's other
# edge, whole grids of 96 to 128 CTAs (one CTA an SM) that it now keeps whole,
# none read from; every launch at split counts 1 to 4. Then seeds 98 on.
. bench/auto_steps.sh
steps_begin round4 330
steps_check
steps_named e_g5_20_4 1,2,3,4 --configs 32x240 --heads 20 --kv_heads 4
steps_named e_g5_40_8 1,2,3,4 --configs 16x256 --heads 40 --kv_heads 8
steps_named e_g5_5_1 1,2,3,4 --configs 16x200 --heads 5 --kv_heads 1 --block_size 1
steps_named e_g6_24_4 1,2,3,4 --configs 24x160 --heads 24 --kv_heads 4
steps_named e_g6_48_8 1,2,3,4 --configs 16x240 --heads 48 --kv_heads 8 --allocator fragmented
steps_named e_g8_32_4 1,2,3,4 --configs 32x136 --heads 32 --kv_heads 4
steps_named e_g8_16_2 1,2,3,4 --configs 48x256 --heads 16 --kv_heads 2 --dtype bf16
steps_named e_g8_64_8 1,2,3,4 --configs 16x200,16x256 --heads 64 --kv_heads 8
for seed in 98 99 100 101; do
  steps_drawn $seed
done
steps_end
