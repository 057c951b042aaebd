#!/bin/bash
# Round 3: the rules read from rounds 1 and 2 (src/plan.c uneven_whole_threads:
# batches of mixed lengths at head_dim 128 in two warps; group 1 at head_dim
# 64 in four warps up to 400 tokens in any grid over two waves' worth):
# `check --quick` (the small-CTA row now with a mixed batch) and `check
# --kernels auto`, `bench/sanitize_paths.lua`; the 15 recorded auto.lua steps
# the rules move, none of them timed at the new size, each run again by this
# tree (`n_*`) and by the tree before it (`ref_*`, 70c3fae, carried as
# build/pabench_ref.gz); `bench/explore.lua mixheld` twice, batches none of
# the rules was read from. Every launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round3
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 200 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s"
grep -E '208 tokens|kernel runs over' "$O/check_quick.txt"
timeout 120 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s"
grep -E 'two warps|four warps|^PASS|^FAIL' "$O/paths.txt"
for pass in 1 2; do
  timeout 150 build/pabench bench/explore.lua mixheld > "$O/explore_$pass.txt" 2>&1
  echo "mixheld pass $pass: exit $? after $SECONDS s"
done
. bench/auto_steps.sh
steps_begin round3_auto 330
steps_check
steps_ref build/pabench_ref.gz
for s in 69:3:any 77:9:mixed 78:44:mixed 87:35:mixed 94:6:any 95:14:any 98:5:any 49:10:any 54:14:any 55:1:any \
         63:19:any 103:7:any 117:7:any 108:2:any 137:11:any; do
  IFS=: read -r seed n lengths <<< "$s"
  steps_pair n "s${seed}_$n" 1 --seed "$seed" --start "$n" --shapes 1 --dtypes fp16,bf16 --lengths "$lengths"
done
steps_end
