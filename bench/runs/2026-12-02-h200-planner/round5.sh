#!/bin/bash
# Round 5, on the rules of 5ca9d8e: the tail cut's edges (shapes.lua tail): grids
# of 136 to 192 CTAs at head_dim 64 and 256 up to 4096 tokens, which it leaves
# whole, and at head_dim 128 just past 4096 tokens, which it cuts.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}
timeout 400 $B bench/runs/2026-12-02-h200-planner/shapes.lua "$R/shapes_tail.json" tail > "$R/shapes_tail.txt" 2>&1
echo "shapes tail: exit $?"
gzip "$R/shapes_tail.json"
cat "$R/shapes_tail.txt"
