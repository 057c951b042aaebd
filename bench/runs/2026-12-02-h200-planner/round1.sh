#!/bin/bash
# Round 1: the fp16/bf16 steps `auto` served past 5 % in the auto round, each
# again over a fine grid of split counts, then fresh fp16/bf16 seeds, every
# launch's row kept in the JSON (detail): what the planner's rules are fitted to.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}/round1
mkdir -p "$R"
{ date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version; } > "$R/device.txt" 2>&1
start=$SECONDS
S=1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96
run() { # name, budget s, args...
  local name=$1 budget=$2; shift 2
  [ $((SECONDS - start)) -gt $((560 - budget)) ] && { echo "$name: skipped at $((SECONDS - start)) s"; return; }
  timeout $budget $B scenarios/auto.lua --quiet --json "$R/$name.json" --csv "$R/$name.csv" --splits $S "$@" \
    > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $((SECONDS - start)) s"
}
# the auto round's fp16/bf16 misses: seeds 1-3 drew every type, seed 8 fp16 and bf16
for m in 1:7 1:15 1:19 2:1 2:13 2:18 2:19 3:5 3:7 3:8 3:13 8:4 8:10 8:16 8:19; do
  run miss_s${m%%:*}_${m##*:} 60 --seed ${m%%:*} --start ${m##*:} --shapes 1 \
    $([ ${m%%:*} = 8 ] && echo --dtypes fp16,bf16)
done
for seed in 31 32 33; do
  run half_s$seed 250 --dtypes fp16,bf16 --seed $seed --shapes 20
done
tar -czf "${OUT:-out}/round1.tar.gz" -C "${OUT:-out}" round1 && rm -rf "$R"
tar -xzf "${OUT:-out}/round1.tar.gz" -O --wildcards '*.txt' | grep -E "within|rror|OVER" | cut -c1-220
