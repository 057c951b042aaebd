#!/bin/bash
# Round 6: small one-head grids (batch x heads within half the SMs) of 256 to
# 1024 tokens at head_dim 64 and 256, where one_head_ctas runs a CTA a head in
# up to 4 parts and seeds 44 and 51 found the group's CTAs in a cluster of
# 128-token parts faster (1 x 978 and 1 x 320): every launch at split counts 1
# to 8.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round6
mkdir -p "$R"
start=$SECONDS
S=1,2,3,4,5,6,8
run() { # name, args...
  local name=$1; shift
  timeout 90 $B scenarios/auto.lua --quiet --splits $S --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $((SECONDS - start)) s"
}
run d64_g4 --configs 1x256,1x512,1x768,1x1024,2x512 --heads 32 --kv_heads 8 --head_dim 64
run d64_g2 --configs 2x512,3x384 --heads 16 --kv_heads 8 --head_dim 64
run d64_g8 --configs 1x640 --heads 64 --kv_heads 8 --head_dim 64
run d256_g4 --configs 1x256,1x384,1x512,1x768,2x384 --heads 32 --kv_heads 8 --head_dim 256
run d256_g2 --configs 2x384,4x256 --heads 16 --kv_heads 8 --head_dim 256
run d128_g4 --configs 1x256,1x384,2x384 --heads 32 --kv_heads 8
gzip "$R"/*.json
tar -czf "$O/round6.tar.gz" -C "$O" round6 && rm -rf "$R"
tar -xzf "$O/round6.tar.gz" -O --wildcards 'round6/*.txt' | grep -E "^[0-9]+ " | cut -c1-200
