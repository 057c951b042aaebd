#!/bin/bash
# Round 7: group 1 at head_dim 64 in four warps up to 512 tokens in grids of
# twelve SMs' worth and more (the tree of this round: `bench/explore.lua
# g1many` twice, steps none of it was read from, two past it); then, for the
# next rule, group 16 at head_dim 256 (one CTA of paired warps a kv head) in
# small grids at split counts 1 to 8 (`d256g16_kv8`, `d256g16_kv4`), no change
# made. Every launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round7
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
for pass in 1 2; do
  timeout 100 build/pabench bench/explore.lua g1many > "$O/explore_$pass.txt" 2>&1
  echo "g1many pass $pass: exit $? after $SECONDS s"
done
. bench/auto_steps.sh
steps_begin round7_auto 300
C=1x200,1x260,1x280,1x300,1x400,1x500,1x600,2x150,2x200,2x250,2x260,2x270,2x280,2x350,3x200,3x280,3x300,4x200,4x250,4x270,4x300,6x200
steps_named d256g16_kv8 1,2,3,4,5,6,8 --configs "$C" --heads 128 --kv_heads 8 --head_dim 256
steps_named d256g16_kv4 1,2,3,4,5,6,8 --configs 1x280,2x260,2x280,3x280,4x270,1x500,2x350 --heads 64 --kv_heads 4 \
  --head_dim 256
steps_end
