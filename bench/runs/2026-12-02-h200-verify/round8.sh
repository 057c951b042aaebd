#!/bin/bash
# Round 8, the planner as committed (0b79de3's rules): two fp16/bf16 seeds no
# rule was read from, each step against every launch at 18 split counts.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round8
mkdir -p "$R"
start=$SECONDS
for seed in 53 54; do
  [ $((SECONDS - start)) -gt 110 ] && { echo "half_s$seed: skipped"; continue; }
  timeout 120 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed $seed --shapes 20 \
    --splits 1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96 \
    --json "$R/half_s$seed.json" > "$R/half_s$seed.txt" 2>&1
  echo "half_s$seed: exit $? after $((SECONDS - start)) s"
done
gzip "$R"/*.json
tar -czf "$O/round8.tar.gz" -C "$O" round8 && rm -rf "$R"
tar -xzf "$O/round8.tar.gz" -O --wildcards 'round8/half_*.txt' | grep -E "within|rror|OVER" | cut -c1-200
