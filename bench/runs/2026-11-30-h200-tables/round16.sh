#!/bin/bash
# Round 16: a split launch's long partitions leave their ring's last slot (after1)
# or last two (after2) to be copied right after the dependency wait, before the
# queries and the first step (after_probe.patch), against the tree's build.
set -u
OUT=${OUT:-gpu-out}
export LUA_PATH="$PWD/build/lua/?.lua;;"
P='long 1x65536,gqa16,gqa8,block1,long 1x131072,long 1x16384,8x2048,4x2048,long 1x4096$,16x256,2x60,32x128,D64,D256,long 8x32768,1x5000,1x3072'
bench/ab_round.sh after1 build/pabench.base build/pabench.after1 "$P" 3 | tee "$OUT/r16_after1_summary.txt"
CHECK=0 bench/ab_round.sh after2 build/pabench.base build/pabench.after2 "$P" 2 | tee "$OUT/r16_after2_summary.txt"
