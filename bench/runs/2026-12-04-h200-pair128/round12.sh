#!/bin/bash
# Round 12: round 11 under 350 tokens (129 up), with the bound cut to one
# and a half waves after round 11 (pa_mma_whole_threads): whole at the
# default CTA, at half of it and in 2 parts; `check --kernels auto`, then
# `bench/explore.lua narrow256s` twice (shapes none of it was read from);
# each row's err is against the reference.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round12
mkdir -p "$O"
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$O/gpu.txt"
start=$SECONDS
timeout 100 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s"
for pass in 1 2; do
  timeout 150 build/pabench bench/explore.lua narrow256s > "$O/explore_$pass.txt" 2>&1
  echo "explore narrow256s pass $pass: exit $? after $((SECONDS - start)) s"
done
tail -2 "$O/check_auto.txt"
us() { awk '/ layer /{for(i=1;i<=NF;i++) if($i=="layer") {print $(i+1); next}} {print ""}' "$1"; }
paste -d' ' <(sed -E 's/ MB, [0-9]+ layers; auto: gqa\(chunk=[0-9]+, / /' "$O/explore_1.txt" | cut -c1-62) <(us "$O/explore_1.txt") <(us "$O/explore_2.txt")
grep -c "err" "$O/explore_1.txt"
