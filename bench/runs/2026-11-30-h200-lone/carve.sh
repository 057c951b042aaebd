#!/bin/bash
# Lone launches after an L2 flush whose kernel asks for the largest shared-memory
# carveout (build/pabench.carve, carve.patch) against the tree (build/pabench.base).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p "$OUT"
for i in 1 2 3; do
  for b in base carve; do
    echo "== $b pass $i auto"
    timeout 120 build/pabench.$b bench/floor_probe.lua auto '2x60,1x128,8x128,1x512,16x256,1x16'
    echo "== $b pass $i split_kv"
    timeout 120 build/pabench.$b bench/floor_probe.lua split_kv '2x60'
  done
done > "$OUT/floor.txt" 2>&1
timeout 200 python3 bench/harness_floor.py > "$OUT/harness.txt" 2>&1
grep -E '^== |2x60|1x128|1x16|8x128|1x512|16x256' "$OUT/floor.txt" | awk '/^==/{h=$2" "$4" "$5; next} {printf "%-14s %-18s iso_cold %s iso_warm %s layers %s\n", h, $1" "$2, $5, $6, $9}' | sort -k2,3 -k1,1
cat "$OUT/harness.txt"
