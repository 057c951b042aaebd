#!/bin/bash
# Round 4, on the rules as committed (the tail cut only past 4096 tokens, 33 to
# 63 parts as 32 at head_dim 128 and more in a uniform batch): the GPU check
# through auto, the named steps again, and two fp16/bf16 seeds no fit saw.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}/round4
mkdir -p "$R"
{ date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version; } > "$R/device.txt" 2>&1
start=$SECONDS
timeout 120 $B check --kernels auto > "$R/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s"
timeout 200 $B bench/runs/2026-12-02-h200-planner/shapes.lua "$R/shapes.json" > "$R/shapes.txt" 2>&1
echo "shapes: exit $? after $((SECONDS - start)) s"
S=1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96
for seed in 44 45 46; do
  [ $((SECONDS - start)) -gt 400 ] && { echo "half_s$seed: skipped"; continue; }
  timeout 150 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed $seed --shapes 20 --splits $S \
    --json "$R/half_s$seed.json" --csv "$R/half_s$seed.csv" > "$R/half_s$seed.txt" 2>&1
  echo "half_s$seed: exit $? after $((SECONDS - start)) s"
done
tar -czf "${OUT:-out}/round4.tar.gz" -C "${OUT:-out}" round4 && rm -rf "$R"
tar -xzf "${OUT:-out}/round4.tar.gz" -O round4/check_auto.txt | tail -2
tar -xzf "${OUT:-out}/round4.tar.gz" -O round4/shapes.txt | grep -v "^    " | tail -16
tar -xzf "${OUT:-out}/round4.tar.gz" -O --wildcards '*half*.txt' | grep -E "within|rror|OVER" | cut -c1-200
