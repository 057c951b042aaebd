#!/bin/bash
# Round 6: the suite on the committed build (DRAIN kept), with the seed's
# Triton kernel and SDPA: bench/gpu_round.sh triton peak. The build's
# conformance matrix ran in round 5 (same device code: cubin .text sections
# compared).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT timeout 560 bash bench/gpu_round.sh triton peak > $OUT/round6.txt 2>&1; echo "round rc $?"
grep -E "read bandwidth" $OUT/round/device.txt
tail -n 14 $OUT/round6.txt | cut -c1-220
rm -rf "$OUT/round"  # round.tar.gz holds it all: one file comes back
