#!/bin/bash
# Round 7 (the rule cut to parts of over 8 rounds, read from round 6's 13 x
# 3000): `pabench check --kernels auto`, then named steps none of the rule was
# read from, most with parts of 8 to 16 rounds, one under (13 x 1800), at split
# counts 1 to 4.
. bench/auto_steps.sh
steps_begin round7 300
steps_check
D="--head_dim 256"
steps_named v_g4_13x2600 1,2,3,4 --configs 13x2600 --heads 32 --kv_heads 8 $D
steps_named v_g2kv4_27x3500 1,2,3,4 --configs 27x3500 --heads 8 --kv_heads 4 $D
steps_named v_g8kv2_55x2400 1,2,3,4 --configs 55x2400 --heads 16 --kv_heads 2 $D
steps_named v_g1_13x3500 1,2,3,4 --configs 13x3500 --heads 8 --kv_heads 8 $D
steps_named v_g4kv1_112x3000 1,2,3,4 --configs 112x3000 --heads 4 --kv_heads 1 $D
steps_named v_g4bf_14x2300 1,2,3,4 --configs 14x2300 --heads 32 --kv_heads 8 $D --dtype bf16
steps_named v_g2_13x2100 1,2,3,4 --configs 13x2100 --heads 16 --kv_heads 8 $D
steps_named v_g8kv4_26x12000 1,2,3,4 --configs 26x12000 --heads 32 --kv_heads 4 $D
steps_named v_g4kv2_57x6000 1,2,3,4 --configs 57x6000 --heads 8 --kv_heads 2 $D
steps_named v_edge_g4_13x1800 1,2,3,4 --configs 13x1800 --heads 32 --kv_heads 8 $D
steps_end
