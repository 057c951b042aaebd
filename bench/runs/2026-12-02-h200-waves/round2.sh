#!/bin/bash
# Round 2: the two rules read from round 1 (src/plan.c: 3 parts for whole
# sequences of 257 to 384 tokens in a grid of over two CTAs an SM at groups 1
# to 4; two waves of parts where they fill the SMs by a tenth more than one),
# on the build that has them: the check through auto, named steps no rule was
# read from, at and past the rules' edges, every launch at the split counts
# named; then fp16/bf16 seeds 55 and 56, which no round has drawn.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round2
mkdir -p "$R"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
$B check --kernels auto > "$R/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $(elapsed)"
run() { # name, splits, args...
  local name=$1 s=$2; shift 2
  if [ $((SECONDS - start)) -gt 480 ]; then echo "$name: skipped at $(elapsed)"; return; fi
  timeout 90 $B scenarios/auto.lua --quiet --splits "$s" --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $(elapsed)"
}
A=1,2,3,4,5,6
run a_g4 $A --configs 48x270,70x330,120x260,34x380,25x300 --heads 32 --kv_heads 8
run a_g2 $A --configs 60x300 --heads 16 --kv_heads 8
run a_g3 $A --configs 60x300 --heads 24 --kv_heads 8
run a_g4_kv4 $A --configs 80x300 --heads 16 --kv_heads 4
run a_g1_bf16 $A --configs 50x350 --heads 8 --kv_heads 8 --dtype bf16
run a_g8_kv4 $A --configs 120x300 --heads 32 --kv_heads 4
W=1,2,3,4,5,6,7,8,9,10,12,16
run b_g4_kv2 $W --configs 17x8192 --heads 8 --kv_heads 2
run b_g4_kv5 $W --configs 9x8000 --heads 20 --kv_heads 5
run b_g4 $W --configs 10x6000,6x4096 --heads 32 --kv_heads 8
run b_g8 $W --configs 11x5000 --heads 64 --kv_heads 8
run b_g4_kv1 $W --configs 27x12000 --heads 4 --kv_heads 1
run b_d256_bf16 $W --configs 9x8000 --heads 32 --kv_heads 8 --head_dim 256 --dtype bf16
for seed in 55 56; do
  if [ $((SECONDS - start)) -gt 420 ]; then echo "half_s$seed: skipped at $(elapsed)"; continue; fi
  timeout 150 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed $seed --shapes 20 \
    --splits 1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96 \
    --json "$R/half_s$seed.json" > "$R/half_s$seed.txt" 2>&1
  echo "half_s$seed: exit $? after $(elapsed)"
done
gzip "$R"/*.json
tar -czf "$O/round2.tar.gz" -C "$O" round2 && rm -rf "$R"
tar -xzf "$O/round2.tar.gz" -O round2/check_auto.txt | tail -3
tar -xzf "$O/round2.tar.gz" -O --wildcards 'round2/[ab]_*.txt' | grep -E "^[0-9]+ " | cut -c1-200
tar -xzf "$O/round2.tar.gz" -O --wildcards 'round2/half_s*.txt' 2>/dev/null | grep -E "within|rror|OVER" | cut -c1-200
