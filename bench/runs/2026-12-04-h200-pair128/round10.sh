#!/bin/bash
# Round 10: whole_half_stands (src/plan.c: grids the planner's rules cut run
# whole where pa_mma_whole_threads gives them half the warps; read from round
# 9) on the GPU: `check --kernels auto`, then named steps none of it was read
# from, at split counts 1 to 3 (1: whole, half the warps), each checked
# against the reference first: a_*: head_dim 128, groups up to 4, 225 to 384
# tokens over two waves; c_*: long sequences in 1 to 1.5 waves; w_*: over 8
# heads a CTA at head_dim 128, short, in 1 to 1.5 waves; d_*: head_dim 256
# over 8 heads a CTA in 1 to 1.5 waves up to 1024 tokens (d_short: up to 128,
# which no run timed). Then `auto` on fp16/bf16 steps drawn from seeds 108
# and 109, which no round has drawn, while the call's time lasts.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round10 400
steps_check
S=1,2,3
steps_named a_g4 $S --configs 45x290,140x250 --heads 32 --kv_heads 8
steps_named a_g4blk1 $S --configs 55x320 --heads 32 --kv_heads 8 --block_size 1
steps_named a_g2 $S --configs 90x350 --heads 16 --kv_heads 8
steps_named a_g4kv4 $S --configs 150x270 --heads 16 --kv_heads 4
steps_named a_g3bf $S --configs 60x300 --heads 24 --kv_heads 8 --dtype bf16
steps_named c_g8 $S --configs 19x6000 --heads 64 --kv_heads 8
steps_named c_g2 $S --configs 21x5000 --heads 16 --kv_heads 8
steps_named c_g12kv4 $S --configs 40x4700 --heads 48 --kv_heads 4
steps_named c_g4bf $S --configs 23x9000 --heads 32 --kv_heads 8 --dtype bf16
steps_named w_g16 $S --configs 20x250 --heads 128 --kv_heads 8
steps_named w_g16kv4 $S --configs 40x256 --heads 64 --kv_heads 4
steps_named w_g12 $S --configs 17x240 --heads 96 --kv_heads 8
D="--head_dim 256"
steps_named d_g16 $S --configs 21x800 --heads 128 --kv_heads 8 $D
steps_named d_g12kv4 $S --configs 36x900 --heads 48 --kv_heads 4 $D
steps_named d_short $S --configs 19x112,17x128 --heads 128 --kv_heads 8 $D
steps_drawn 108
steps_drawn 109
steps_end
