#!/bin/bash
# The review's check of the Python side: harness_floor through seed_triton.alone,
# seed_triton on seed 000 with its CSV, and peak.lua against that CSV.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p "$OUT"
python3 bench/harness_floor.py > "$OUT/harness7.txt" 2>&1
python3 bench/seed_triton.py --only seed000 --csv "$OUT/triton7.csv" > "$OUT/triton7.txt" 2>&1
build/pabench scenarios/peak.lua --suite seed000 --compare "$OUT/triton7.csv" > "$OUT/peak7.txt" 2>&1
cat "$OUT/harness7.txt" "$OUT/triton7.txt"; tail -n 16 "$OUT/peak7.txt" | cut -c1-24,150-240
