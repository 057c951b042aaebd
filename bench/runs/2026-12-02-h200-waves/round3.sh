#!/bin/bash
# Round 3: the rules as committed (94c3b12, two rounds a part for the two-wave
# cut): the check through auto, named steps no rule was read from (other table
# layouts, groups and kv-head counts for the 3-part cut; the two-wave cut at its
# part-length edge, at group 1 and 16, at head_dim 256 group 8, and at 36 CTAs),
# every launch at the split counts named; then fp16/bf16 seeds 57 and 58.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round3
mkdir -p "$R"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
$B check --kernels auto > "$R/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $(elapsed)"
run() { # name, splits, args...
  local name=$1 s=$2; shift 2
  if [ $((SECONDS - start)) -gt 420 ]; then echo "$name: skipped at $(elapsed)"; return; fi
  timeout 90 $B scenarios/auto.lua --quiet --splits "$s" --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $(elapsed)"
}
A=1,2,3,4,5,6
run a_g4_block1 $A --configs 50x300 --heads 32 --kv_heads 8 --block_size 1
run a_g4_frag $A --configs 60x280 --heads 32 --kv_heads 8 --allocator fragmented
run a_g3_bf16 $A --configs 90x350 --heads 24 --kv_heads 8 --dtype bf16
run a_g2_kv4 $A --configs 150x270 --heads 8 --kv_heads 4
run a_g4_kv2 $A --configs 150x320 --heads 8 --kv_heads 2
W=1,2,3,4,5,6,7,8,9,10,12,16
run b_g4_edge $W --configs 6x2560,6x2400 --heads 32 --kv_heads 8
run b_g1 $W --configs 9x4000 --heads 8 --kv_heads 8
run b_d256_g8 $W --configs 6x6000 --heads 64 --kv_heads 8 --head_dim 256
run b_g16_bf16 $W --configs 9x5000 --heads 128 --kv_heads 8 --dtype bf16
run b_g4_kv4 $W --configs 9x9000 --heads 16 --kv_heads 4
for seed in 57 58; do
  if [ $((SECONDS - start)) -gt 360 ]; then echo "half_s$seed: skipped at $(elapsed)"; continue; fi
  timeout 150 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed $seed --shapes 20 \
    --splits 1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96 \
    --json "$R/half_s$seed.json" > "$R/half_s$seed.txt" 2>&1
  echo "half_s$seed: exit $? after $(elapsed)"
done
gzip "$R"/*.json
tar -czf "$O/round3.tar.gz" -C "$O" round3 && rm -rf "$R"
tar -xzf "$O/round3.tar.gz" -O round3/check_auto.txt | tail -2
tar -xzf "$O/round3.tar.gz" -O --wildcards 'round3/[ab]_*.txt' | grep -E "^[0-9]+ " | cut -c1-200
tar -xzf "$O/round3.tar.gz" -O --wildcards 'round3/half_s*.txt' 2>/dev/null | grep -E "within|rror|OVER" | cut -c1-200
