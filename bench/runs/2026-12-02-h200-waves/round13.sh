#!/bin/bash
# Round 13: wide_group_parts from 385 tokens in grids of a sixteenth to an
# eighth of the SMs (read from seeds 49, 58 and 65: 128-token parts 1.17-1.34
# times 2 to 4 parts of what a CTA holds) on steps it was not read from, and
# at 8 CTAs, where it does not apply; the check through auto.
. bench/auto_steps.sh
steps_begin round13 200
steps_check
S=1,2,3,4,5,6,8,10
steps_named w8_g8 $S --configs 2x500,2x850 --heads 64 --kv_heads 8
steps_named w8_g8_bf16 $S --configs 2x620 --heads 64 --kv_heads 8 --dtype bf16
steps_named w8_g8_block1 $S --configs 2x760 --heads 64 --kv_heads 8 --block_size 1
steps_named w8_g16 $S --configs 2x700,2x1000 --heads 128 --kv_heads 8
steps_named w8_g8_kv4 $S --configs 3x900 --heads 32 --kv_heads 4
steps_named w8_g8_kv2 $S --configs 5x800 --heads 16 --kv_heads 2
steps_named w8_8ctas $S --configs 1x900 --heads 64 --kv_heads 8
steps_named w8_8ctas_g16 $S --configs 1x700 --heads 128 --kv_heads 8
steps_end
