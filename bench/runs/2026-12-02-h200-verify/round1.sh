#!/bin/bash
# Round 1, the planner round's tree (d07ed63): `auto` with rule 4 on the GPU,
# which that round timed only as launches. The check through auto, auto.lua
# --configs on round 8's steps of one or two sequence-rows, the whole suite with
# the seed's Triton and SDPA beside it (against the maintenance round's), and an
# fp16/bf16 seed no fit saw, while the call's time lasts.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round1
mkdir -p "$R"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
timeout 150 $B check --kernels auto > "$R/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $(elapsed)"
S=8,12,16,18,20,24,32,40,48,64,96
run() { # name, args...
  local name=$1; shift
  timeout 100 $B scenarios/auto.lua --quiet --splits $S --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $(elapsed)"
}
run g1_1x12000 --configs 1x12000 --heads 1 --kv_heads 1
run g2_1x17629 --configs 1x17629 --heads 2 --kv_heads 1
run g8_1x32768 --configs 1x32768 --heads 8 --kv_heads 1
run g2_1x24000 --configs 1x24000 --heads 4 --kv_heads 2
run g8_2x20000 --configs 2x20000 --heads 16 --kv_heads 2
PEAK_BASE=bench/runs/2026-12-02-h200-maint/round5/peak.json.gz OUT=$R bench/gpu_round.sh triton peak \
  > "$R/suite.txt" 2>&1
echo "suite: exit $? after $(elapsed)"
if [ -d "$R/round" ]; then
  gzip -c "$R/round/peak.json" > "$R/peak.json.gz"
  cp "$R/round/peak.txt" "$R/round/peak_compare.txt" "$R/round/device.txt" "$R/round/triton.csv" "$R/"
  rm -rf "$R/round" "$R/round.tar.gz"
fi
if [ $((SECONDS - start)) -lt 420 ]; then
  timeout 150 $B scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed 47 --shapes 20 \
    --splits 1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96 \
    --json "$R/half_s47.json" > "$R/half_s47.txt" 2>&1
  echo "half_s47: exit $? after $(elapsed)"
fi
gzip "$R"/*.json
tar -czf "$O/round1.tar.gz" -C "$O" round1 && rm -rf "$R"
x() { tar -xzf "$O/round1.tar.gz" -O "$@"; }
x round1/check_auto.txt | tail -2
x --wildcards 'round1/g*.txt' | grep -h "^1 " | cut -c1-200
x round1/suite.txt | tail -n 6
x round1/peak.txt | grep -E '^(seed000 2x60|long 1x4096 |gqa16)' | cut -c1-150
x round1/peak.txt | grep -E '^(targets|auto|SM clock|x )'
x round1/peak_compare.txt | grep -E 'faster|slower' | head -8
x round1/half_s47.txt 2>/dev/null | grep -E "within|rror|OVER" | cut -c1-200
