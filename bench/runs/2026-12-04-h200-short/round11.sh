#!/bin/bash
# Round 11: batches of mixed lengths at head_dim 64 whole in four warps past
# two waves' worth up to 1024 tokens (read from rounds 8 and 10), on the 13
# recorded auto.lua steps it moves, none of it read from: each step run again
# by this tree (`n_*`) and by the tree before it (`ref_*`, carried as
# build/pabench_ref.gz), `auto` against paged, split_kv and gqa at their
# defaults; first `check --quick` and `check --kernels auto`. Every launch is
# checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round11
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 200 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s"
grep -E '208 tokens|kernel runs over' "$O/check_quick.txt"
. bench/auto_steps.sh
steps_begin round11_auto 200
steps_check
steps_ref build/pabench_ref.gz
for s in 67:9 78:26 80:19 85:39 86:44 91:13 93:11 47:8 103:9 109:7 110:16 110:17 136:4; do
  seed=${s%:*} n=${s#*:}
  steps_pair n "s${seed}_$n" 1 --seed "$seed" --start "$n" --shapes 1 --dtypes fp16,bf16
done
steps_end
