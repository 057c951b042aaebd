#!/bin/bash
# Round 10 (paired build, the merge's step of 32 kept to parts under 2048
# tokens): `check --kernels auto`, then the five drawn steps of group 16 at
# head_dim 256 whose plan moved with one CTA a kv head, each drawn again from
# its seed and number (their rounds timed them on two CTAs a kv head).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
. bench/auto_steps.sh
steps_begin round10 260
steps_check
SPL=1,2,3,4,5,6,8,10,11,12,16,20,24,32,48,64,96,128
drawn_one() { # NAME SEED NUMBER [auto.lua-ARGS...]
  local name=$1 seed=$2 n=$3
  shift 3
  steps_time_left "$name" || return 0
  timeout 110 "$STEPS_BIN" scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed "$seed" --start "$n" --shapes 1 \
    --splits $SPL --json "$STEPS_DIR/$name.json" "$@" > "$STEPS_DIR/$name.txt" 2>&1
  echo "$name: exit $? after $(steps_elapsed)"
}
drawn_one s44_20 44 20
drawn_one s78_42 78 42 --lengths mixed
drawn_one s79_26 79 26 --lengths mixed --min_mb 100
drawn_one s89_11 89 11
drawn_one s90_16 90 16
steps_end
