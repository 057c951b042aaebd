#!/bin/bash
# Round 10: the committed tree (d4a19c0: paired-warp parts at head_dim 256
# up to a round and a half only within half the SMs, read from round 9's
# loss): steps at both bounds, none of them timed before, at split counts 1
# to 3; `check --quick` and `check --kernels auto`. Every launch is checked
# against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round10
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
. bench/auto_steps.sh
steps_begin round10_auto 200
steps_named c_g16 1,2,3 --configs 5x190,4x190,6x170,4x170,5x220,7x196,8x200,5x180 --heads 128 --kv_heads 8 --head_dim 256
steps_named c_g16bf 1,2,3 --configs 3x190 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16
steps_end
timeout 120 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$O/check_quick.txt")"
timeout 100 build/pabench check --kernels auto > "$O/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $SECONDS s, $(tail -n 1 "$O/check_auto.txt")"
