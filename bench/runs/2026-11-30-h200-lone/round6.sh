#!/bin/bash
# One-head CTAs of one to four warps for 2 x 60 alone and as layers (lone.lua,
# WARPS=1), twice, the seed's Triton kernel timed the same way between.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p "$OUT"
WARPS=1 build/pabench bench/runs/2026-11-30-h200-lone/lone.lua > "$OUT/warps_a.txt" 2>&1
python3 bench/harness_floor.py > "$OUT/harness6.txt" 2>&1
WARPS=1 build/pabench bench/runs/2026-11-30-h200-lone/lone.lua > "$OUT/warps_b.txt" 2>&1
cat "$OUT/warps_a.txt" "$OUT/harness6.txt" "$OUT/warps_b.txt"
