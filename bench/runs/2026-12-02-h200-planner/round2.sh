#!/bin/bash
# Round 2, on the planner's new rules: named steps where they act or stop
# (shapes.lua), the GPU check through auto, then fp16/bf16 seeds no fit saw over
# the same fine grid of split counts as round 1.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}/round2
mkdir -p "$R"
{ date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version; } > "$R/device.txt" 2>&1
start=$SECONDS
timeout 220 $B bench/runs/2026-12-02-h200-planner/shapes.lua "$R/shapes.json" > "$R/shapes.txt" 2>&1
echo "shapes: exit $? after $((SECONDS - start)) s"
timeout 120 $B check --kernels auto > "$R/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s"
S=1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96
for seed in 41 42 43; do
  [ $((SECONDS - start)) -gt 330 ] && { echo "half_s$seed: skipped"; continue; }
  timeout 200 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed $seed --shapes 20 --splits $S \
    --json "$R/half_s$seed.json" --csv "$R/half_s$seed.csv" > "$R/half_s$seed.txt" 2>&1
  echo "half_s$seed: exit $? after $((SECONDS - start)) s"
done
tar -czf "${OUT:-out}/round2.tar.gz" -C "${OUT:-out}" round2 && rm -rf "$R"
tar -xzf "${OUT:-out}/round2.tar.gz" -O round2/shapes.txt | tail -32
tar -xzf "${OUT:-out}/round2.tar.gz" -O round2/check_auto.txt | tail -3
tar -xzf "${OUT:-out}/round2.tar.gz" -O --wildcards '*half*.txt' | grep -E "within|rror|OVER" | cut -c1-200
