#!/bin/bash
# Round 11: half the warps at head_dim 256 up to 8 heads a CTA, whole
# sequences up to 1024 tokens in one to two waves (pa_mma_whole_threads, read
# from round 6's warps64_256): `check --kernels auto`, then `bench/explore.lua
# narrow256` twice (shapes none of it was read from; auto against the old
# planner's launch, whole at the default CTA and whole at half of it); each
# row's err is against the reference.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round11
mkdir -p "$O"
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$O/gpu.txt"
start=$SECONDS
timeout 100 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s"
for pass in 1 2; do
  timeout 150 build/pabench bench/explore.lua narrow256 > "$O/explore_$pass.txt" 2>&1
  echo "explore narrow256 pass $pass: exit $? after $((SECONDS - start)) s"
done
tail -2 "$O/check_auto.txt"
us() { awk '/ layer /{for(i=1;i<=NF;i++) if($i=="layer") {print $(i+1); next}} {print ""}' "$1"; }
paste -d' ' <(sed -E 's/ MB, [0-9]+ layers; auto: gqa\(chunk=[0-9]+, / /' "$O/explore_1.txt" | cut -c1-62) <(us "$O/explore_1.txt") <(us "$O/explore_2.txt")
grep -c "err" "$O/explore_1.txt"
