#!/bin/bash
# Round 9: the first 2 (l2r2) or 4 (l2r4) refills of a long partition asked of
# L2 before the dependency wait (l2r_probe.patch), against the tree's build.
set -u
OUT=${OUT:-gpu-out}
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv > "$OUT/r9_device.txt"
P='long 1x65536,gqa16,gqa8,block1,long 1x131072,long 32x8192$,long 8x32768,64x4096,16x256,2x60,long 1x4096$,long 1x16384,D64,D256,8x2048'
bench/ab_round.sh l2r2 build/pabench.base build/pabench.l2r2 "$P" 3 | tee "$OUT/r9_l2r2_summary.txt"
CHECK=0 bench/ab_round.sh l2r4 build/pabench.base build/pabench.l2r4 "$P" 2 | tee "$OUT/r9_l2r4_summary.txt"
