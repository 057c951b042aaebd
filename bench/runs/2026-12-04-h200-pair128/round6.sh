#!/bin/bash
# Round 6: half the warps at head_dim 64 and 256, whole sequences over a wave
# (`bench/explore.lua warps64_256`); each row's err is against the reference.
# Two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round6
mkdir -p "$O"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
for pass in 1 2; do
  timeout 240 build/pabench bench/explore.lua warps64_256 > "$O/explore_$pass.txt" 2>&1
  echo "explore pass $pass: exit $? after $(elapsed)"
done
us() { awk '/ layer /{for(i=1;i<=NF;i++) if($i=="layer") {print $(i+1), $(i+3); next}} {print ""}' "$1"; }
paste -d' ' <(awk '/ layer /{printf "  t%s\n", $3; next} {print}' "$O/explore_1.txt" | sed -E 's/ MB, [0-9]+ layers; auto: gqa\(chunk=[0-9]+, / /' | cut -c1-60) <(us "$O/explore_1.txt") <(us "$O/explore_2.txt" | cut -d' ' -f1)
