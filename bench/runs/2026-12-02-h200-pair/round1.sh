#!/bin/bash
# Call 1: the pair probe (partitions in clusters of two merged in distributed
# shared memory, then a counted merge of half the columns per pair) checked,
# then timed against the same build without it.
set -u
OUT=${OUT:-gpu-out}; mkdir -p "$OUT"
export LUA_PATH="$PWD/build/lua/?.lua;;"
here=bench/runs/2026-12-02-h200-pair
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv > "$OUT/gpu.txt" 2>&1
PABENCH_PAIR=1 timeout 420 build/pabench check > "$OUT/pair_check.txt" 2>&1
echo "pair check: exit $? $(grep -E 'kernel runs over|pair probe' "$OUT/pair_check.txt" | tr '\n' ' ')"
grep -E 'FAIL' "$OUT/pair_check.txt" | head -5
CHECK=0 OUT=$OUT timeout 420 bench/ab_round.sh pair build/pabench $here/pair.sh \
  "gqa16 1x65536,gqa8 1x65536,long 1x65536$,long 1x16384,long 1x131072$,long 8x32768,long 1x65536 block1,D256 8x32768" 3
grep -E 'err|probe' "$OUT/pair_ab.txt" | awk '{print $NF}' | sort | uniq -c | head
