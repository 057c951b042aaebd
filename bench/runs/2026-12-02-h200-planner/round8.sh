#!/bin/bash
# Round 8: sequences of one or two kv heads at batch 1 and 2, where the planner
# cuts more than 16 parts only of over 1024 tokens each (MMA_WIDE_PART_TOKENS):
# is 512 the better floor? auto.lua --configs over split counts 8 to 96.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}
S=8,12,16,18,20,24,32,40,48,64,96
run() { # name, args...
  local name=$1; shift
  timeout 100 $B scenarios/auto.lua --quiet --splits $S --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $?"
}
run g2_1x17629 --configs 1x17629 --heads 2 --kv_heads 1
run g8_1x32768 --configs 1x32768 --heads 8 --kv_heads 1
run g8_d256_1x8192 --configs 1x8192 --heads 8 --kv_heads 1 --head_dim 256
run g8_2x8192 --configs 2x8192 --heads 8 --kv_heads 1
run g2_1x24000 --configs 1x24000 --heads 4 --kv_heads 2
run g8_d64_1x12000 --configs 1x12000 --heads 8 --kv_heads 1 --head_dim 64
run g8_2x20000 --configs 2x20000 --heads 16 --kv_heads 2
run g1_1x12000 --configs 1x12000 --heads 1 --kv_heads 1
gzip "$R"/*.json
grep -h -A0 "^1 " "$R"/*.txt | cut -c1-200
