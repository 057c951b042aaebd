#!/bin/bash
# Round 1: scenarios/auto.lua over drawn decode steps, 20 a run, seeds 1, 2, ...
# while the call has time; then the shapes auto served past 5 % (summary last).
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}
{ date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version; } > "$R/device.txt" 2>&1
start=$SECONDS
for seed in 1 2 3 4 5 6; do
  [ $((SECONDS - start)) -gt 380 ] && break
  timeout 200 $B scenarios/auto.lua --shapes 20 --seed $seed --quiet --json "$R/auto_s$seed.json" \
    --csv "$R/auto_s$seed.csv" > "$R/auto_s$seed.txt" 2>&1
  echo "seed $seed: exit $? after $((SECONDS - start)) s"
done
cat "$R/device.txt"
for f in "$R"/auto_s*.txt; do echo "== $f"; grep -E "OVER|MISSED|within|targets|ERROR|error" "$f" | cut -c1-230; done
