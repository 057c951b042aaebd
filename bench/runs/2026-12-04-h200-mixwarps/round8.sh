#!/bin/bash
# Round 8: the committed tree (aa1cacc): group 16 and other groups over 8 at
# head_dim 256 in small grids, parts of at most a round past 128 tokens, on
# steps none of it was read from, at split counts 1 to 8 (the tree before
# took 1, or 2 from 257 tokens); then `check --quick`, `check --kernels auto`
# and the full check (`check_full.txt`). Every launch is checked against the
# reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round8
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
. bench/auto_steps.sh
steps_begin round8_auto 200
S=1,2,3,4,5,6,8
steps_named h_g16 $S --configs 1x150,1x230,2x180,3x240,5x200,8x150,8x250,3x220,6x260,10x200 --heads 128 --kv_heads 8 \
  --head_dim 256
steps_named h_g16bf $S --configs 2x220 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16
steps_named h_g16frag $S --configs 3x200 --heads 128 --kv_heads 8 --head_dim 256 --allocator fragmented
steps_named h_g12 $S --configs 2x250 --heads 96 --kv_heads 8 --head_dim 256
steps_named h_g16kv2 $S --configs 4x200 --heads 32 --kv_heads 2 --head_dim 256
steps_named h_g16kv16 $S --configs 2x200 --heads 256 --kv_heads 16 --head_dim 256
steps_named h_g10 $S --configs 1x270 --heads 80 --kv_heads 8 --head_dim 256
steps_end
timeout 120 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$O/check_quick.txt")"
timeout 100 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
timeout 280 build/pabench check > "$O/check_full.txt" 2>&1
echo "check: exit $? after $SECONDS s"
grep -E 'kernel runs over|^PASS|^FAIL' "$O/check_full.txt"
