#!/bin/bash
# Round 2: fp32 steps with splits up to 256 (where auto was furthest off in
# round 1), then two more fp16/bf16 seeds; outputs packed in one tarball.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}/round2
mkdir -p "$R"
{ date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version; } > "$R/device.txt" 2>&1
start=$SECONDS
run() { # name, args...
  local name=$1; shift
  timeout 240 $B scenarios/auto.lua --quiet --json "$R/$name.json" --csv "$R/$name.csv" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $((SECONDS - start)) s"
}
run fp32_s11 --dtypes fp32 --shapes 20 --seed 11 --max_mb 600 --splits 1,2,4,8,16,32,64,128,256
run fp32_s12 --dtypes fp32 --shapes 20 --seed 12 --max_mb 600 --splits 1,2,4,8,16,32,64,128,256
[ $((SECONDS - start)) -lt 330 ] && run half_s7 --dtypes fp16,bf16 --shapes 20 --seed 7
[ $((SECONDS - start)) -lt 400 ] && run half_s8 --dtypes fp16,bf16 --shapes 20 --seed 8
tar -czf "${OUT:-out}/round2.tar.gz" -C "${OUT:-out}" round2 && rm -rf "$R"
tar -xzf "${OUT:-out}/round2.tar.gz" -O --wildcards '*.txt' | grep -E "OVER|within|targets|rror" | cut -c1-200
