#!/bin/bash
# Round 6: the rule as revised from round 5 (at head_dim 256 up to 8 heads a
# CTA, three rings where their two CTAs an SM leave the last wave fuller than
# two rings' three, up to six waves' worth): `check --quick`, `check --kernels
# auto`, `bench/sanitize_paths.lua`, then `bench/explore.lua shortheld4` twice
# on steps none of it was read from (auto, the tree before it, the other
# size), then `auto` on seeds 137 and 138, which no round has drawn. Every
# launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round6
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 200 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s"
grep -E '208 tokens|kernel runs over' "$O/check_quick.txt"
timeout 120 build/pabench bench/sanitize_paths.lua > "$O/paths.txt" 2>&1
echo "sanitize_paths: exit $? after $SECONDS s"
grep -E 'warps|rings|^PASS|^FAIL' "$O/paths.txt"
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua shortheld4 > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
. bench/auto_steps.sh
steps_begin round6_auto 150
steps_check
steps_drawn 137
steps_drawn 138
steps_end
