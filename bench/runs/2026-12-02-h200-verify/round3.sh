#!/bin/bash
# Round 3, the two rules round 2 gave (src/plan.c: one_head_ctas's contexts of
# up to two steps; 2 parts for a grid just over a wave of sequences over three
# quarters of a round): the check through auto, named steps no rule was fitted
# to, at and past the rules' edges, every launch at split counts 1 to 8; then
# two fp16/bf16 seeds no fit saw.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round3
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
run a_d128_g4 --configs 10x16,12x8,9x32,12x33,14x16 --heads 32 --kv_heads 8
run a_d128_g2 --configs 20x16,24x32 --heads 8 --kv_heads 4
run a_d128_g16 --configs 9x24,4x32 --heads 128 --kv_heads 8 --dtype bf16
run a_d128_g8 --configs 30x32,45x16 --heads 16 --kv_heads 2
run a_d256_g16 --configs 10x24,3x16 --heads 64 --kv_heads 4 --head_dim 256
run a_d256_g8 --configs 5x32,12x20 --heads 64 --kv_heads 8 --head_dim 256
run a_d64_g4 --configs 9x32,4x16,11x24 --heads 32 --kv_heads 8 --head_dim 64
run b_d128_g1 --configs 18x240,22x208 --heads 8 --kv_heads 8
run b_d128_g2 --configs 20x224,24x256 --heads 16 --kv_heads 8
run b_d128_g4 --configs 22x256,25x200,17x180 --heads 32 --kv_heads 8
run b_d128_g8 --configs 17x208 --heads 64 --kv_heads 8 --dtype bf16
run b_d256_g4 --configs 19x112,22x128,17x96 --heads 32 --kv_heads 8 --head_dim 256
for seed in 49 50; do
  [ $((SECONDS - start)) -gt 420 ] && { echo "half_s$seed: skipped"; continue; }
  timeout 150 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed $seed --shapes 20 \
    --splits 1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96 \
    --json "$R/half_s$seed.json" > "$R/half_s$seed.txt" 2>&1
  echo "half_s$seed: exit $? after $(elapsed)"
done
gzip "$R"/*.json
tar -czf "$O/round3.tar.gz" -C "$O" round3 && rm -rf "$R"
x() { tar -xzf "$O/round3.tar.gz" -O "$@"; }
x round3/check_auto.txt | tail -2
x --wildcards 'round3/[ab]_*.txt' | grep -E "^[0-9]+ " | cut -c1-200
x --wildcards 'round3/half_*.txt' | grep -E "within|rror|OVER" | cut -c1-200
