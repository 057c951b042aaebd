#!/bin/bash
# Round 1: whole sequences of at most 14 steps (224 tokens at 16-token steps)
# in grids of three waves and more, the tree of 3e4dd19: `bench/explore.lua
# shortwave`, auto against explicit CTAs of fewer warps, two passes. The
# drawn steps put group 16 there at 40-46 % of the read with the best launch
# (256 x 208 at head_dim 128, 107.75 us). Every launch is checked against the
# reference first (err).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round1
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
for pass in 1 2; do
  timeout 270 build/pabench bench/explore.lua shortwave > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
grep -E '^[A-Za-z0-9]|layer' "$O/explore_1.txt" | sed -E 's/ +own tables.*err/  err/' | cut -c1-120
