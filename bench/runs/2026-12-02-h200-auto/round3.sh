#!/bin/bash
# Round 3: fp32 steps over a fine grid of split counts, every launch kept in
# the JSON (detail), to fit the fp32 planner's rule; outputs in one tarball.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}/round3
mkdir -p "$R"
{ date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version; } > "$R/device.txt" 2>&1
start=$SECONDS
run() { # name, args...
  local name=$1; shift
  timeout 200 $B scenarios/auto.lua --quiet --json "$R/$name.json" --csv "$R/$name.csv" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $((SECONDS - start)) s"
}
S=1,2,3,4,6,8,12,16,24,32,48,64,96,128
run fp32_s11 --dtypes fp32 --shapes 20 --seed 11 --max_mb 200 --splits $S
run fp32_s13 --dtypes fp32 --shapes 20 --seed 13 --max_mb 200 --splits $S
tar -czf "${OUT:-out}/round3.tar.gz" -C "${OUT:-out}" round3 && rm -rf "$R"
tar -xzf "${OUT:-out}/round3.tar.gz" -O --wildcards '*.txt' | grep -E "within|rror" | cut -c1-200
