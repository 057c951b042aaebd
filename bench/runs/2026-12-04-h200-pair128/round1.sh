#!/bin/bash
# Round 1: group 16 at head_dim 128 with two warps a ring (the probe build's
# PA_PROBE_PAIR128, kernels/mma_decode.cu's PAIR kernels at head_dim 128)
# against one warp a ring of 16 heads: `bench/explore.lua pair128` with and
# without it, the same binary; each row's err is against the reference.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round1
mkdir -p "$O"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
timeout 240 env PA_PROBE_PAIR128=1 build/pabench bench/explore.lua pair128 > "$O/explore_pair.txt" 2>&1
echo "explore pair: exit $? after $(elapsed)"
timeout 200 build/pabench bench/explore.lua pair128 > "$O/explore_one.txt" 2>&1
echo "explore one: exit $? after $(elapsed)"
for b in pair one; do echo "== explore $b"; cut -c1-150 "$O/explore_$b.txt" | head -40; done
