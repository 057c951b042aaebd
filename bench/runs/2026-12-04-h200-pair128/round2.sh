#!/bin/bash
# Round 2: wide groups in CTAs of four warps, two an SM, against the default
# (`bench/explore.lua g16four`, the tree's kernels); each row's err is
# against the reference. Two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round2
mkdir -p "$O"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
for pass in 1 2; do
  timeout 240 build/pabench bench/explore.lua g16four > "$O/explore_$pass.txt" 2>&1
  echo "explore pass $pass: exit $? after $(elapsed)"
done
paste -d'|' <(cut -c1-128 "$O/explore_1.txt") <(cut -c50-72 "$O/explore_2.txt") | head -70
