#!/bin/bash
# Round 7: the rule as committed (pa_mma_whole_threads: half the warps for
# whole sequences over a wave, head_dim 64, 128 and 256) on the GPU: the full
# check, then `bench/explore.lua wholerule` (head_dim 64 and 256, shapes none
# of rounds 1-6 timed; `auto` against the default CTA and half of it) and
# `warpsrule` again (head_dim 128, round 5's shapes); each row's err is
# against the reference.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round7
mkdir -p "$O"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
timeout 260 build/pabench check > "$O/check.txt" 2>&1
echo "check: exit $? after $(elapsed)"
for pass in 1 2; do
  timeout 150 build/pabench bench/explore.lua wholerule > "$O/explore_$pass.txt" 2>&1
  echo "explore wholerule pass $pass: exit $? after $(elapsed)"
done
timeout 100 build/pabench bench/explore.lua warpsrule > "$O/explore_warpsrule.txt" 2>&1
echo "explore warpsrule: exit $? after $(elapsed)"
tail -2 "$O/check.txt"
us() { awk '/ layer /{for(i=1;i<=NF;i++) if($i=="layer") {print $(i+1), $(i+3); next}} {print ""}' "$1"; }
paste -d' ' <(awk '/ layer /{printf "  t%s\n", $3; next} {print}' "$O/explore_1.txt" | sed -E 's/ MB, [0-9]+ layers; auto: gqa\(chunk=[0-9]+, / /' | cut -c1-60) <(us "$O/explore_1.txt") <(us "$O/explore_2.txt" | cut -d' ' -f1)
grep -E "auto|^D128" "$O/explore_warpsrule.txt" | sed -E 's/ MB, [0-9]+ layers; auto: gqa\(chunk=[0-9]+, / /' | cut -c1-75
