#!/bin/bash
# Round 7: every bundled scenario at its defaults on the committed build
# (bench/gpu_round.sh scenarios): each exits 0 and no row is NO (every
# kernel's output within tolerance of the reference before it is timed).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT timeout 560 bash bench/gpu_round.sh scenarios > $OUT/round7.txt 2>&1; echo "round rc $?"
tail -n 12 $OUT/round7.txt | cut -c1-200
rm -rf "$OUT/round"  # round.tar.gz holds it all: one file comes back
