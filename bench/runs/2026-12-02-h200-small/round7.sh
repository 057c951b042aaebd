#!/bin/bash
# Round 7: a CTA a head at more than 8 heads a CTA up to 256 tokens rather than
# 160, within the same 288 tokens an SM (read from round 6: 1 x 200 and 1 x 240
# at group 16, a CTA a head 1.19 and 1.14 times faster), on steps no round has
# timed, and one past the tokens bound it leaves.
. bench/auto_steps.sh
steps_begin round7 300
steps_check
S=1,2,3
steps_named t_128_8 $S --configs 1x180,1x220,1x256,2x210 --heads 128 --kv_heads 8
steps_named t_128_8_bf16 $S --configs 1x250 --heads 128 --kv_heads 8 --dtype bf16 --allocator fragmented
steps_named t_96_8 $S --configs 1x230 --heads 96 --kv_heads 8
steps_named t_16_1 $S --configs 8x210 --heads 16 --kv_heads 1 --block_size 1
steps_end
