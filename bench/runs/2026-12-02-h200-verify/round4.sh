#!/bin/bash
# Round 4, the rules as committed after round 3's edges (7e3b126: the 2-part
# split up to a quarter over a wave, tiny contexts a CTA a head within half the
# SMs at head_dim 64): the check through auto, named steps at the new edges,
# and two fp16/bf16 seeds no fit saw.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round4
mkdir -p "$R"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
timeout 150 $B check --kernels auto > "$R/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $(elapsed)"
S=1,2,3,4,6,8
run() { # name, args...
  local name=$1; shift
  timeout 120 $B scenarios/auto.lua --quiet --splits $S --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $(elapsed)"
}
run b_d128_g4 --configs 20x232,11x20 --heads 32 --kv_heads 8
run b_d128_g1 --configs 21x240 --heads 8 --kv_heads 8
run b_d256_g4 --configs 18x120 --heads 32 --kv_heads 8 --head_dim 256
run a_d64_g4 --configs 7x32,10x16 --heads 32 --kv_heads 8 --head_dim 64
run a_d128_g8 --configs 16x24 --heads 64 --kv_heads 8 --dtype bf16
run a_d256_g16 --configs 5x32 --heads 128 --kv_heads 8 --head_dim 256
for seed in 51 52; do
  [ $((SECONDS - start)) -gt 400 ] && { echo "half_s$seed: skipped"; continue; }
  timeout 150 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed $seed --shapes 20 \
    --splits 1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96 \
    --json "$R/half_s$seed.json" > "$R/half_s$seed.txt" 2>&1
  echo "half_s$seed: exit $? after $(elapsed)"
done
gzip "$R"/*.json
tar -czf "$O/round4.tar.gz" -C "$O" round4 && rm -rf "$R"
x() { tar -xzf "$O/round4.tar.gz" -O "$@"; }
x round4/check_auto.txt | tail -2
x --wildcards 'round4/[ab]_*.txt' | grep -E "^[0-9]+ " | cut -c1-200
x --wildcards 'round4/half_*.txt' | grep -E "within|rror|OVER" | cut -c1-200
