#!/bin/bash
# Every small launch of 2 x 60 alone (lone.lua), then the seed's Triton kernel
# timed the same way (bench/harness_floor.py), then lone.lua again.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p "$OUT"
build/pabench bench/runs/2026-11-30-h200-lone/lone.lua > "$OUT/lone_a.txt" 2>&1
python3 bench/harness_floor.py > "$OUT/harness.txt" 2>&1
build/pabench bench/runs/2026-11-30-h200-lone/lone.lua > "$OUT/lone_b.txt" 2>&1
head -14 "$OUT/lone_a.txt"; cat "$OUT/harness.txt"; head -14 "$OUT/lone_b.txt"
