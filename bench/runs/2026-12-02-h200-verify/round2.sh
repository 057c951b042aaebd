#!/bin/bash
# Round 2: named steps at the two gaps the drawn steps show in `auto`
# (round 1's seed 47 and the planner round's): (a) contexts of one or two
# 16-token steps whose grouped grid is under a wave, where a CTA a head was
# faster on 7 of 8 drawn steps; (b) a uniform grid just over a wave of
# sequences of one round (19 x 200 at group 1: 5.10 us in 2 parts against 6.95
# whole). Every launch at split counts 1 to 8; then a seed no fit saw.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round2
mkdir -p "$R"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
S=1,2,3,4,6,8
run() { # name, args...
  local name=$1; shift
  timeout 120 $B scenarios/auto.lua --quiet --splits $S --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $(elapsed)"
}
# (a) tiny contexts
run a_d128_g4 --configs 8x16,8x32,12x24,16x32,12x48,4x64,16x16,24x16 --heads 32 --kv_heads 8
run a_d128_g8 --configs 40x16,40x32,60x16,24x48 --heads 16 --kv_heads 2
run a_d128_g16 --configs 6x16,6x32,12x16 --heads 128 --kv_heads 8
run a_d256_g16 --configs 6x16,4x64,8x32,12x16 --heads 64 --kv_heads 4 --head_dim 256
run a_d256_g2 --configs 10x8,14x32,20x16 --heads 16 --kv_heads 8 --head_dim 256
run a_d64_g4 --configs 5x32,8x16,12x32,16x16 --heads 32 --kv_heads 8 --head_dim 64
# (b) just over a wave, short sequences
run b_d128_g1 --configs 19x200,17x256,20x128,24x96,17x384,17x512 --heads 8 --kv_heads 8
run b_d128_g4 --configs 17x200,20x128,17x256,24x192 --heads 32 --kv_heads 8
run b_d64_g1 --configs 36x128,36x200,40x96,36x256 --heads 8 --kv_heads 8 --head_dim 64
run b_d256_g4 --configs 17x128,20x200 --heads 32 --kv_heads 8 --head_dim 256
if [ $((SECONDS - start)) -lt 420 ]; then
  timeout 150 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed 48 --shapes 20 \
    --splits 1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96 \
    --json "$R/half_s48.json" > "$R/half_s48.txt" 2>&1
  echo "half_s48: exit $? after $(elapsed)"
fi
gzip "$R"/*.json
tar -czf "$O/round2.tar.gz" -C "$O" round2 && rm -rf "$R"
tar -xzf "$O/round2.tar.gz" -O --wildcards 'round2/[ab]_*.txt' | grep -E "^[0-9]+ " | cut -c1-200
tar -xzf "$O/round2.tar.gz" -O round2/half_s48.txt 2>/dev/null | grep -E "within|rror|OVER" | cut -c1-200
