#!/bin/bash
# Round 2: the bounds of round 1 (`bench/explore.lua
# mixwarps2`) and group 1 at head_dim 64 in grids of many waves (`d64g1`)
# at explicit CTA sizes against auto, two passes, on the committed tree (no
# change). Every launch is checked against the reference first (err).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round2
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
for pass in 1 2; do
  for set in mixwarps2 d64g1; do
    timeout 250 build/pabench bench/explore.lua $set > "$O/${set}_$pass.txt" 2>&1
    echo "pass $pass $set: exit $? after $SECONDS s"
  done
done
grep -E '^[A-Za-z0-9]|layer' "$O/mixwarps2_1.txt" | sed -E 's/ +own tables.*err/  err/' | cut -c1-110 | tail -n 30
