#!/bin/bash
# Round 1: head_dim 256 over 8 heads a CTA (paired warps) in small grids, cut
# in parts of half a round (64 tokens) where they merge in a cluster: 22
# named steps none of the rule was read from, at split counts 1 to 8 (the
# tree before took 2 to 4 on each); the counted merge's cost in CTAs of one
# or two warps against explicit CTA sizes (explore.lua mergewarps); `check
# --quick` and `check --kernels auto`. Every launch is checked against the
# reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round1
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
. bench/auto_steps.sh
steps_begin round1_auto 300
S=1,2,3,4,5,6,7,8
steps_named h_g16 $S --configs 1x180,1x340,1x450,2x170,2x230 --heads 128 --kv_heads 8 --head_dim 256
steps_named h_g16bf $S --configs 1x250 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16
steps_named h_g16b8 $S --configs 1x310 --heads 128 --kv_heads 8 --head_dim 256 --block_size 8
steps_named h_g16b1 $S --configs 2x240 --heads 128 --kv_heads 8 --head_dim 256 --block_size 1
steps_named h_g16kv4 $S --configs 1x330,1x450,2x300,3x200,4x240,2x190 --heads 64 --kv_heads 4 --head_dim 256
steps_named h_g16kv2 $S --configs 1x350,2x420,6x260 --heads 32 --kv_heads 2 --head_dim 256
steps_named h_g16kv1 $S --configs 1x300,2x480,3x350 --heads 16 --kv_heads 1 --head_dim 256
steps_named h_g12 $S --configs 1x380 --heads 96 --kv_heads 8 --head_dim 256
steps_named h_g10 $S --configs 2x200 --heads 80 --kv_heads 8 --head_dim 256
steps_end
timeout 150 build/pabench bench/explore.lua mergewarps > "$O/mergewarps.txt" 2>&1
echo "explore mergewarps: exit $? after $SECONDS s"
timeout 120 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$O/check_quick.txt")"
timeout 100 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
grep -E '^[A-Z0-9].*:|layer' "$O/mergewarps.txt" | cut -c1-120
