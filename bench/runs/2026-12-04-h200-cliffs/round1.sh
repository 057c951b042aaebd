#!/bin/bash
# Round 1: head_dim 256 split counts, taken apart on the tree of f548cab.
# g16_*: 16 heads a kv head, which since the head round's paired warps run in
# one CTA a kv head; the planner's split counts there were read from the
# two-CTA kernel, and the records of that kernel put 1 to 2 parts ahead of
# its 4 to 16. c_*: groups 1 to 8 at few sequences, where the recorded curves
# jump by up to 1.7 times between neighbouring split counts (2 x 1069 at
# group 1: 10 parts 10.62 us, 12 parts 6.39). Every launch is checked against
# the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round1 420
D="--head_dim 256"
G=1,2,3,4,5,6,8,10,12,16,20,24,32
steps_named g16_1x4096 $G --configs 1x4096 --heads 128 --kv_heads 8 $D
steps_named g16_4x512 $G --configs 4x512 --heads 128 --kv_heads 8 $D
steps_named g16_1x6387 $G --configs 1x6387 --heads 128 --kv_heads 8 $D
steps_named g16_7x4096 $G --configs 7x4096 --heads 128 --kv_heads 8 $D
steps_named g16_23x1224bf $G --configs 23x1224 --heads 128 --kv_heads 8 $D --dtype bf16 --block_size 8
steps_named g16_26x590_1 $G --configs 26x590 --heads 16 --kv_heads 1 $D --block_size 256 --allocator contiguous
steps_named g16_1x21967 $G --configs 1x21967 --heads 128 --kv_heads 8 $D --block_size 64
steps_named g16_12x1000_4 $G --configs 12x1000 --heads 64 --kv_heads 4 $D
C=2,3,4,5,6,7,8,9,10,11,12,14,16,18,20,24,28,32
steps_named c_2x1069 $C --configs 2x1069 --heads 8 --kv_heads 8 $D --allocator contiguous
steps_named c_2x700 $C --configs 2x700 --heads 8 --kv_heads 8 $D
steps_named c_1x2000 $C --configs 1x2000 --heads 8 --kv_heads 8 $D
steps_named c_1x1000 $C --configs 1x1000 --heads 8 --kv_heads 8 $D
steps_named c_2x1000_g2 $C --configs 2x1000 --heads 16 --kv_heads 8 $D
steps_named c_1x448_g2 $C --configs 1x448 --heads 64 --kv_heads 32 $D
steps_named c_4x1800_g5 $C --configs 4x1800 --heads 5 --kv_heads 1 $D
steps_named c_2x2233_g8 $C --configs 2x2233 --heads 32 --kv_heads 4 $D
steps_named c_1x2072_g4 $C --configs 1x2072 --heads 32 --kv_heads 8 $D
steps_named c_3x2053_g5 $C --configs 3x2053 --heads 20 --kv_heads 4 $D
steps_named c_1x3000_g1 $C --configs 1x3000 --heads 16 --kv_heads 16 $D
steps_named c_3x800bf $C --configs 3x800 --heads 8 --kv_heads 8 $D --dtype bf16
steps_end
