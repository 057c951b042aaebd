#!/bin/bash
# Round 6, on the rules with the tail cut at head_dim 256 past 512 tokens (from
# round 5): the same steps, auto now choosing the cut there, and the GPU check
# through auto.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}
timeout 120 $B check --kernels auto > "$R/check_auto.txt" 2>&1
echo "check --kernels auto: exit $?"
timeout 400 $B bench/runs/2026-12-02-h200-planner/shapes.lua "$R/shapes_tail.json" tail > "$R/shapes_tail.txt" 2>&1
echo "shapes tail: exit $?"
gzip "$R/shapes_tail.json"
tail -2 "$R/check_auto.txt"
grep -v "^    " "$R/shapes_tail.txt"
