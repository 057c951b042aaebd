#!/bin/bash
# Round 2: the two rules of this round on steps none of them was read from.
# (1) head_dim 256 over 8 heads a CTA, at most half the SMs' worth of heads,
# up to 160 one-head tokens an SM: a CTA a head in parts of at most 96 tokens
# (16 steps), and three past that bound that stay grouped; (2) the half-round
# parts of round 1 where the grid holds over half the SMs' worth of heads (4
# steps). Split counts 1 to 12. Then 40 drawn fp16/bf16 steps of seeds no round
# has drawn (148, 149), `check --quick` and `check --kernels auto`. Every launch
# is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round2
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
. bench/auto_steps.sh
steps_begin round2_auto 420
S=1,2,3,4,5,6,7,8,10,11,12
steps_named o_kv1 $S --configs 1x120,1x200,1x520,2x250,4x300,2x600,1x1000,3x500 --heads 16 --kv_heads 1 --head_dim 256
steps_named o_kv2 $S --configs 1x180,1x640,2x200,1x800 --heads 32 --kv_heads 2 --head_dim 256
steps_named o_kv4 $S --configs 1x150,1x250,1x400 --heads 64 --kv_heads 4 --head_dim 256
steps_named o_kv4bf $S --configs 1x320 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16
steps_named o_g12 $S --configs 1x400 --heads 48 --kv_heads 4 --head_dim 256
steps_named o_g10 $S --configs 1x300 --heads 40 --kv_heads 4 --head_dim 256
steps_named o_kv1b1 $S --configs 1x350 --heads 16 --kv_heads 1 --head_dim 256 --block_size 1
steps_named h_g16 $S --configs 1x420 --heads 128 --kv_heads 8 --head_dim 256
steps_named h_g16bf $S --configs 2x190 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16
steps_named h_g12 $S --configs 2x220 --heads 96 --kv_heads 8 --head_dim 256
steps_named h_g10 $S --configs 1x480 --heads 80 --kv_heads 8 --head_dim 256
steps_drawn 148
steps_drawn 149
steps_end
timeout 120 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$O/check_quick.txt")"
timeout 100 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
