#!/usr/bin/env bash
# check --random over a seed no earlier round drew, then a smaller draw under memcheck.
set -u
cd "$(git rev-parse --show-toplevel)"
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version --format=csv > "$OUT/device.txt" 2>&1
timeout 330 build/pabench check --random 1500 --seed 20261202 > "$OUT/random.txt" 2>&1
echo "check --random 1500 --seed 20261202: exit $?: $(tail -1 "$OUT/random.txt")"
timeout 200 compute-sanitizer --error-exitcode 99 --print-limit 40 --tool memcheck \
  build/pabench check --random 40 --seed 20261203 > "$OUT/memcheck.txt" 2>&1
echo "memcheck check --random 40 --seed 20261203: exit $?: $(grep -E 'ERROR SUMMARY' "$OUT/memcheck.txt"; grep -E 'PASS|FAIL' "$OUT/memcheck.txt" | tail -1)"
