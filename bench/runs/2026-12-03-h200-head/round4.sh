#!/bin/bash
# Round 4 (the tree of round 3): whole grids of 100 to 131 CTAs of long
# sequences, one CTA an SM, which no rule cuts (seed 103's 16/1 116 x 18134 ran
# whole at 1.054 times 2 parts): every launch at split counts 1 to 4.
. bench/auto_steps.sh
steps_begin round4 120
steps_named g16kv1_116x18134 1,2,3,4 --configs 116x18134 --heads 16 --kv_heads 1 --block_size 32 --allocator contiguous
steps_named g8kv1_124x8192 1,2,3,4 --configs 124x8192 --heads 8 --kv_heads 1
steps_named g1_110x8192 1,2,3,4 --configs 110x8192 --heads 1 --kv_heads 1
steps_named g4_15x8192 1,2,3,4 --configs 15x8192 --heads 32 --kv_heads 8
steps_named g8kv2_60x8192 1,2,3,4 --configs 60x8192 --heads 16 --kv_heads 2
steps_named g4_16x8192 1,2,3,4 --configs 16x8192 --heads 32 --kv_heads 8
steps_named g4_13x8192 1,2,3,4 --configs 13x8192 --heads 32 --kv_heads 8
steps_named g8_14x8192 1,2,3,4 --configs 14x8192 --heads 64 --kv_heads 8
steps_named d256g4_13x4096 1,2,3,4 --configs 13x4096 --heads 32 --kv_heads 8 --head_dim 256
steps_end
