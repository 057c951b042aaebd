#!/bin/bash
# Round 7, round 6's rules (a CTA a head unsplit where it holds its sequence
# whole; the group's CTAs in clustered 128-token parts at head_dim 64 and 256
# past 256 tokens): the check through auto and named steps no rule was fitted
# to, every launch at split counts 1 to 8.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round7
mkdir -p "$R"
start=$SECONDS
timeout 150 $B check --kernels auto > "$R/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s"
S=1,2,3,4,5,6,8
run() { # name, args...
  local name=$1; shift
  timeout 90 $B scenarios/auto.lua --quiet --splits $S --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $((SECONDS - start)) s"
}
run d128_g4 --configs 1x320,1x416 --heads 32 --kv_heads 8
run d128_g2 --configs 2x300 --heads 16 --kv_heads 8
run d128_g8 --configs 1x288,1x320 --heads 64 --kv_heads 8 --dtype bf16
run d128_g4b --configs 3x256 --heads 16 --kv_heads 4
run d128_g8b --configs 1x320 --heads 16 --kv_heads 2
run d64_g2 --configs 1x600,2x400 --heads 16 --kv_heads 8 --head_dim 64
run d64_g8 --configs 1x900 --heads 64 --kv_heads 8 --head_dim 64
run d64_g4 --configs 1x320,1x224 --heads 32 --kv_heads 8 --head_dim 64 --dtype bf16
run d256_g4 --configs 1x300 --heads 32 --kv_heads 8 --head_dim 256
run d256_g2 --configs 1x640 --heads 16 --kv_heads 8 --head_dim 256
run d256_g4b --configs 2x320,1x1000 --heads 16 --kv_heads 4 --head_dim 256
gzip "$R"/*.json
tar -czf "$O/round7.tar.gz" -C "$O" round7 && rm -rf "$R"
tar -xzf "$O/round7.tar.gz" -O round7/check_auto.txt | tail -2
tar -xzf "$O/round7.tar.gz" -O --wildcards 'round7/d*.txt' | grep -E "^[0-9]+ " | cut -c1-200
