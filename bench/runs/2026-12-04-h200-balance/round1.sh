#!/bin/bash
# Round 1: long head_dim 64 steps whose planned grid lies between one and two
# CTAs an SM (132 to 264 CTAs; the kernel holds two an SM at head_dim 64).
# The warps round's drawn misses were such steps: 1 x 23373 at 64/8 in 23
# parts (184 CTAs) against 16 (128), 1.208; 1 x 25513 bf16 in 25, 1.072.
# Named steps at the planner's count and at the counts of one CTA an SM and
# of two, each checked against the reference first; b_* are controls the
# planner already gives one or two CTAs an SM. Then seed 111's step 13 (3 x
# ~13024 of mixed lengths at group 16, 22 parts against 16, 1.103).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round1 480
D="--head_dim 64"
steps_named m_g8_23373 14,16,20,23,24,28,32 --configs 1x23373 --heads 64 --kv_heads 8 $D
steps_named m_g8_28000 14,16,20,24,28,32 --configs 1x28000 --heads 64 --kv_heads 8 $D
steps_named m_g8_21000 12,14,16,21,24,32 --configs 1x21000 --heads 64 --kv_heads 8 $D
steps_named m_g8bf_25513 14,16,20,25,32 --configs 1x25513 --heads 64 --kv_heads 8 $D --dtype bf16 --block_size 8
steps_named m_g4_24000 14,16,20,24,32 --configs 1x24000 --heads 32 --kv_heads 8 $D
steps_named m_g16_25000 14,16,20,25,32 --configs 1x25000 --heads 128 --kv_heads 8 $D
steps_named m_g8kv4_56000 24,32,40,48,55,64,66 --configs 1x56000 --heads 32 --kv_heads 4 $D
steps_named m_g8kv2_100000 48,64,66,80,96,128,132 --configs 1x100000 --heads 16 --kv_heads 2 $D
steps_named m_g8kv6_30000 16,20,22,24,30,32,44 --configs 1x30000 --heads 48 --kv_heads 6 $D
steps_named m_g4kv12_14000 8,11,12,16,22 --configs 1x14000 --heads 48 --kv_heads 12 $D
steps_named m_g4kv12_20000 8,11,16,22 --configs 1x20000 --heads 48 --kv_heads 12 $D
steps_named b_g8_20000 12,16,20,24,32 --configs 1x20000 --heads 64 --kv_heads 8 $D
steps_named b_g8_32768 16,24,32 --configs 1x32768 --heads 64 --kv_heads 8 $D
steps_named b_g8_40000 16,20,32,40 --configs 1x40000 --heads 64 --kv_heads 8 $D
steps_named b_g8_2x15000 8,12,16,20 --configs 2x15000 --heads 64 --kv_heads 8 $D
steps_drawn 111 --start 13 --shapes 1 --splits 8,11,12,14,16,20,22,24,32
steps_end
