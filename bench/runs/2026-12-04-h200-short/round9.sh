#!/bin/bash
# Round 9: the committed tree, `check --random 300 --seed 20261206` (300
# configurations drawn from the whole space, every launch of each against
# the reference, as layers where drawn so).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round9
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 300 build/pabench check --random 300 --seed 20261206 > "$O/check_random.txt" 2>&1
echo "check --random: exit $? after $SECONDS s"
grep -E 'FAIL|ERROR|runs over|^PASS' "$O/check_random.txt" | tail -n 5
