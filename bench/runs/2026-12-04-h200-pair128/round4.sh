#!/bin/bash
# Round 4: four-warp CTAs against long whole sequences and more grids
# (`bench/explore.lua wide4b`, the tree's kernels); each row's err is
# against the reference. Two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round4
mkdir -p "$O"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
for pass in 1 2; do
  timeout 280 build/pabench bench/explore.lua wide4b > "$O/explore_$pass.txt" 2>&1
  echo "explore pass $pass: exit $? after $(elapsed)"
done
us() { awk '/ layer /{for(i=1;i<=NF;i++) if($i=="layer") {print $(i+1), $(i+3); next}} {print ""}' "$1"; }
paste -d' ' <(awk '/ layer /{printf "  t%s s%s c%s\n", $3, $5, $7; next} {print}' "$O/explore_1.txt" | cut -c1-60) <(us "$O/explore_1.txt") <(us "$O/explore_2.txt" | cut -d' ' -f1)
