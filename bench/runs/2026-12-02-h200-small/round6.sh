#!/bin/bash
# Round 6: no 2 parts of under 128 tokens each at more than 8 heads a CTA
# (read from rounds 1, 4 and 5: 2 grouped parts 1.29-1.35 times unsplit), on
# steps no round has timed that it moves, and two it leaves, and 12 x 256 and
# 8 x 256 at group 16, which it moves from the 2 parts spec/plan_spec.lua pinned
# unmeasured; then seed 71.
. bench/auto_steps.sh
steps_begin round6 430
steps_check
S=1,2,3
steps_named w_128_8 $S --configs 1x200,1x240,2x200,3x180 --heads 128 --kv_heads 8
steps_named w_128_8_bf16 $S --configs 2x170 --heads 128 --kv_heads 8 --dtype bf16 --block_size 1
steps_named w_192_16 $S --configs 1x200 --heads 192 --kv_heads 16
steps_named w_96_8 $S --configs 2x250 --heads 96 --kv_heads 8 --allocator fragmented
steps_named w_16_1 $S --configs 30x150 --heads 16 --kv_heads 1
steps_named w_128_8_256 $S --configs 12x256,8x256 --heads 128 --kv_heads 8
steps_drawn 71
steps_end
