#!/bin/bash
# Round 2: where round 1's small CTAs stop paying (the tree of 3e4dd19):
# `bench/explore.lua shortwave2`, grids of one to three waves at 208 tokens,
# sequences past 14 steps (where the planner already takes half-warp CTAs)
# and shorter ones, auto against CTAs of one to four warps (rings), two
# passes. Every launch is checked against the reference first (err).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round2
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
for pass in 1 2; do
  timeout 280 build/pabench bench/explore.lua shortwave2 > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
grep -E '^[A-Za-z0-9]|layer' "$O/explore_1.txt" | sed -E 's/ +own tables.*err/  err/' | cut -c1-100 | tail -n 60
