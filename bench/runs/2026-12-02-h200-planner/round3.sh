#!/bin/bash
# Round 3: round 2's named steps again (its shapes.lua needed a JSON writer the
# GPU machine has).
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}
timeout 300 $B bench/runs/2026-12-02-h200-planner/shapes.lua "$R/shapes.json" > "$R/shapes.txt" 2>&1
echo "shapes: exit $?"
gzip "$R/shapes.json"
cat "$R/shapes.txt"
