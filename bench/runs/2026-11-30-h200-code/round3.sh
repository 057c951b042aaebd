#!/bin/bash
# 2 x 60 alone, L2 flushed and warm, pabench's two launches and Triton's, twice.
set -u
R=bench/runs/2026-11-30-h200-code
export LUA_PATH="$PWD/build/lua/?.lua;;"
for i in 1 2; do
  build/pabench $R/warm_all.lua
  python3 $R/warm_all_triton.py
done 2>&1 | tee $OUT/warm_all.txt
