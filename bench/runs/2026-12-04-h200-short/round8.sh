#!/bin/bash
# Round 8: what the short round's rule leaves, timed for the next round (no
# change): `bench/explore.lua shortnext`, batches of mixed short lengths and
# head_dim 64 grids of many waves, auto against explicit CTA sizes, two
# passes, on the committed tree. Every launch is checked against the
# reference first (err).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round8
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua shortnext > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
grep -E '^[A-Za-z0-9]|layer' "$O/explore_1.txt" | sed -E 's/ +own tables.*err/  err/' | cut -c1-110
