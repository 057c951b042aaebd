#!/bin/bash
# Call 2: what the clusters of two cost by themselves: the same launch as a
# grid of clusters of two, merged by the plain count (mode 2), against the
# tree's launch and the pair merge (mode 1).
set -u
OUT=${OUT:-gpu-out}; mkdir -p "$OUT"
export LUA_PATH="$PWD/build/lua/?.lua;;"
here=bench/runs/2026-12-02-h200-pair
PABENCH_PAIR=2 timeout 300 build/pabench check > "$OUT/pair2_check.txt" 2>&1
echo "mode 2 check: exit $? $(grep -E 'kernel runs over|pair probe' "$OUT/pair2_check.txt" | tr '\n' ' ')"
pat="gqa16 1x65536,gqa8 1x65536,long 1x65536$,long 1x16384"
CHECK=0 OUT=$OUT timeout 300 bench/ab_round.sh cluster2 build/pabench $here/pair2.sh "$pat" 3
CHECK=0 OUT=$OUT timeout 300 bench/ab_round.sh pair build/pabench $here/pair.sh "gqa16 1x65536" 3
