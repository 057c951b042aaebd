#!/bin/bash
# Round 6 (the tree with the rule for 100 to 115 long head_dim 256 CTAs in 2
# parts): named steps none of it was read from, at split counts 1 to 4, the
# rule's edges among them (3000 tokens, 116 CTAs), then round 5's steps again
# on this machine.
. bench/auto_steps.sh
steps_begin round6 300
D="--head_dim 256"
steps_named u_g4kv4_25x8192 1,2,3,4 --configs 25x8192 --heads 16 --kv_heads 4 $D
steps_named u_g2kv4_27x6000 1,2,3,4 --configs 27x6000 --heads 8 --kv_heads 4 $D
steps_named u_g4kv16_7x6144 1,2,3,4 --configs 7x6144 --heads 64 --kv_heads 16 $D
steps_named u_g8kv2_53x5000 1,2,3,4 --configs 53x5000 --heads 16 --kv_heads 2 $D
steps_named u_g1kv4_26x4096 1,2,3,4 --configs 26x4096 --heads 4 --kv_heads 4 $D
steps_named u_g4bf_14x16384 1,2,3,4 --configs 14x16384 --heads 32 --kv_heads 8 $D --dtype bf16
steps_named u_g4kv1_115x4096 1,2,3,4 --configs 115x4096 --heads 4 --kv_heads 1 $D
steps_named u_g4frag_13x6000 1,2,3,4 --configs 13x6000 --heads 32 --kv_heads 8 $D --allocator fragmented
steps_named u_g2b256_13x10000 1,2,3,4 --configs 13x10000 --heads 16 --kv_heads 8 $D --block_size 256 --allocator contiguous
steps_named u_edge_g4_13x3000 1,2,3,4 --configs 13x3000 --heads 32 --kv_heads 8 $D
steps_named u_edge_g8kv1_116x4096 1,2,3,4 --configs 116x4096 --heads 8 --kv_heads 1 $D
steps_end
