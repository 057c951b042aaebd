#!/bin/bash
# Round 10: batches of mixed lengths whole in grids over a wave, at explicit
# CTA sizes (`bench/explore.lua shortmixed`, two passes), on the committed
# tree; round 8 found head_dim 64 group 16 at 200 sequences of 60 to 340
# tokens 28 % faster in three warps than in the kernel's eight. Every launch is
# checked against the reference first (err).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round10
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua shortmixed > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
grep -E '^[A-Za-z0-9]|layer' "$O/explore_1.txt" | sed -E 's/ +own tables.*err/  err/' | cut -c1-110
