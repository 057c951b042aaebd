#!/bin/bash
# Round 5: a CTA a head at more than 8 heads a CTA bounded by its tokens an
# SM (288), as round 4 left it, on steps no round has timed, both sides of the
# bound; then seed 70, which no round has drawn.
. bench/auto_steps.sh
steps_begin round5 430
steps_check
S=1,2
steps_named s_d128_128_8 $S --configs 2x112,2x150 --heads 128 --kv_heads 8
steps_named s_d128_128_8_bf16 $S --configs 2x120 --heads 128 --kv_heads 8 --dtype bf16
steps_named s_d128_16_1 $S --configs 14x128,24x100 --heads 16 --kv_heads 1
steps_named s_d128_96_8 $S --configs 2x140 --heads 96 --kv_heads 8
steps_named s_d128_192_16 $S --configs 1x130 --heads 192 --kv_heads 16
steps_named s_d128_64_4 $S --configs 3x90 --heads 64 --kv_heads 4 --allocator fragmented
steps_drawn 70
steps_end
