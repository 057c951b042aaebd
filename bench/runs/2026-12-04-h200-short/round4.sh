#!/bin/bash
# Round 4: the rule as revised from round 3 (three warps at groups up to 8 for
# three to eight waves' worth of CTAs; at head_dim 256 three rings up to 400
# tokens, two past twelve waves' worth; two warps at 16 heads a CTA up to 768
# tokens within three waves' worth): `check --quick` and `check --kernels
# auto`, then `bench/explore.lua shortheld2` twice on steps none of it was
# read from (auto against the tree before it, the first variant, and other
# sizes), then `auto` on seeds 133 and 134, which no round has drawn. Every
# launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round4
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 200 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s"
grep -E '208 tokens|kernel runs over' "$O/check_quick.txt"
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua shortheld2 > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
. bench/auto_steps.sh
steps_begin round4_auto 150
steps_check
steps_drawn 133
steps_drawn 134
steps_end
