#!/bin/bash
# Round 9: where the planner cuts whole sequences that the half-warp rule
# (pa_mma_whole_threads) would run whole, split counts 1 (whole, half the
# warps where the rule takes them) against the parts the planner chose, each
# launch checked against the reference first. a_*: 225 to 384 tokens over two
# waves at groups up to 4, which the 193-384 rule cut in 2 or 3 and the build
# here keeps whole (round 8's drawn 47 x 250, 11.47 us whole against 15.70 in
# 2); b_*: 240 to 256 tokens just over a wave in 2 parts; c_*: long sequences
# in 1 to 1.5 waves at head_dim 128 in 2 or 3; d_*: head_dim 256 over 8 heads
# a CTA in 1 to 1.5 waves, in 2 or 3.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round9 420
G4="--heads 32 --kv_heads 8"
steps_named a_g4 1,2,3 --configs 34x264,40x272,80x300,100x384,60x360,70x330 $G4
steps_named a_g4b 1,2,3 --configs 40x256,88x230,75x250,100x250 $G4
steps_named a_g4frag 1,2 --configs 47x250 $G4 --allocator fragmented
steps_named a_g2 1,2,3 --configs 120x260,60x380 --heads 16 --kv_heads 8
steps_named a_g2bf 1,2,3 --configs 80x290 --heads 16 --kv_heads 8 --dtype bf16
steps_named a_g2kv16 1,2 --configs 128x244 --heads 32 --kv_heads 16 --dtype bf16
steps_named b_g4 1,2 --configs 18x256,19x240 $G4
steps_named b_g16 1,2 --configs 18x256,19x240 --heads 128 --kv_heads 8
steps_named b_g2kv2 1,2 --configs 68x240,75x256 --heads 4 --kv_heads 2
steps_named c_g4 1,2,3 --configs 20x6144,17x8192 $G4
steps_named c_g4kv2 1,2,3 --configs 75x8192 --heads 8 --kv_heads 2
steps_named c_g16 1,2,3 --configs 18x5000,22x4608 --heads 128 --kv_heads 8
D="--heads 128 --kv_heads 8 --head_dim 256"
steps_named d_g16 1,2,3 --configs 17x1024,24x700,22x3000 $D
steps_named d_g16b 1,2,3 --configs 18x6000,19x1800,20x500 $D
steps_named d_g12kv4 1,2,3 --configs 40x900 --heads 48 --kv_heads 4 --head_dim 256
steps_end
