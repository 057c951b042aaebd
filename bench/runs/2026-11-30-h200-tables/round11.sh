#!/bin/bash
# Round 11: win4_probe.patch against the tree again, page-per-token configs
# only, four passes (round 1 had it faster at 1 x 65536 block 1 and slower at
# 32 x 8192 block 1).
set -u
OUT=${OUT:-gpu-out}
export LUA_PATH="$PWD/build/lua/?.lua;;"
CHECK=0 bench/ab_round.sh win4b build/pabench.base build/pabench.win4 'block1,b1 contig,long 1x65536$' 4 | tee "$OUT/r11_win4b_summary.txt"
