#!/bin/bash
# Round 5: the rule (pa_mma_whole_warps: four-warp CTAs for whole sequences
# over a wave) on the GPU: `check --kernels auto`, then `bench/explore.lua
# warpsrule`, shapes none of rounds 1-4 timed, `auto` against eight, six and
# four warps; each row's err is against the reference. Two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round5
mkdir -p "$O"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
timeout 120 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $(elapsed)"
for pass in 1 2; do
  timeout 240 build/pabench bench/explore.lua warpsrule > "$O/explore_$pass.txt" 2>&1
  echo "explore pass $pass: exit $? after $(elapsed)"
done
tail -3 "$O/check_auto.txt"
us() { awk '/ layer /{for(i=1;i<=NF;i++) if($i=="layer") {print $(i+1), $(i+3); next}} {print ""}' "$1"; }
paste -d' ' <(awk '/ layer /{printf "  t%s\n", $3; next} {print}' "$O/explore_1.txt" | sed 's/ MB, [0-9]* layers; auto: gqa(chunk=64, / /' | cut -c1-60) <(us "$O/explore_1.txt") <(us "$O/explore_2.txt" | cut -d' ' -f1)
