#!/bin/bash
# Round 5 (the tree of round 4): round 4 found two whole grids of 100 to 131
# long CTAs slower than 2 parts on two machines (head_dim 256 group 4, 13 x
# 4096, 1.044-1.055; 16/1 116 x 18134, 1.023-1.048) and the head_dim 128 ones
# of groups 1 to 8 whole within 1 %. Which grids of that size lose whole: every
# head_dim 256 group, group 16 at head_dim 128, and head_dim 128's groups 1, 2
# and 4 at 104 CTAs, at split counts 1 to 4.
. bench/auto_steps.sh
steps_begin round5 300
steps_named d256g1_13x4096 1,2,3,4 --configs 13x4096 --heads 8 --kv_heads 8 --head_dim 256
steps_named d256g1_15x8192 1,2,3,4 --configs 15x8192 --heads 8 --kv_heads 8 --head_dim 256
steps_named d256g2_13x8192 1,2,3,4 --configs 13x8192 --heads 16 --kv_heads 8 --head_dim 256
steps_named d256g2_16x4096 1,2,3,4 --configs 16x4096 --heads 16 --kv_heads 8 --head_dim 256
steps_named d256g4_14x8192 1,2,3,4 --configs 14x8192 --heads 32 --kv_heads 8 --head_dim 256
steps_named d256g4_16x4096 1,2,3,4 --configs 16x4096 --heads 32 --kv_heads 8 --head_dim 256
steps_named d256g4_13x2048 1,2,3,4 --configs 13x2048 --heads 32 --kv_heads 8 --head_dim 256
steps_named d256g4_13x16384 1,2,3,4 --configs 13x16384 --heads 32 --kv_heads 8 --head_dim 256
steps_named d256g8_13x4096 1,2,3,4 --configs 13x4096 --heads 64 --kv_heads 8 --head_dim 256
steps_named d256g8_15x4096 1,2,3,4 --configs 15x4096 --heads 64 --kv_heads 8 --head_dim 256
steps_named d256g16_7x4096 1,2,3,4 --configs 7x4096 --heads 128 --kv_heads 8 --head_dim 256
steps_named d256g4bf_13x8192 1,2,3,4 --configs 13x8192 --heads 32 --kv_heads 8 --head_dim 256 --dtype bf16
steps_named g16_13x8192 1,2,3,4 --configs 13x8192 --heads 128 --kv_heads 8
steps_named g16_15x4096 1,2,3,4 --configs 15x4096 --heads 128 --kv_heads 8
steps_named g16kv1_110x8192 1,2,3,4 --configs 110x8192 --heads 16 --kv_heads 1
steps_named g16kv1_124x16384 1,2,3,4 --configs 124x16384 --heads 16 --kv_heads 1
steps_named g8kv1_104x16384 1,2,3,4 --configs 104x16384 --heads 8 --kv_heads 1
steps_named g1_13x8192 1,2,3,4 --configs 13x8192 --heads 8 --kv_heads 8
steps_named g2_13x8192 1,2,3,4 --configs 13x8192 --heads 16 --kv_heads 8
steps_named g4_13x16384 1,2,3,4 --configs 13x16384 --heads 32 --kv_heads 8
steps_end
