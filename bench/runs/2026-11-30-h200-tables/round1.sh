#!/bin/bash
# Round 1: table entries two (win3) or three (win4) windows ahead, against the
# tree's build; block 1 taken apart (contiguous page-per-token tables).
set -u
OUT=${OUT:-gpu-out}
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv > "$OUT/r1_device.txt"
P='block1,contig,long 1x65536$,long 32x8192$,gqa16,seed000 2x60,16x256,long 1x4096$,32x128'
bench/ab_round.sh win3 build/pabench.base build/pabench "$P" 3 | tee "$OUT/r1_win3_summary.txt"
CHECK=0 bench/ab_round.sh win4 build/pabench.base build/pabench.c2 "$P" 2 | tee "$OUT/r1_win4_summary.txt"
