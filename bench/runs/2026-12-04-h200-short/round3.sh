#!/bin/bash
# Round 3: the small-CTA rule (pa_mma_whole_threads, src/plan.c; the launch
# takes its count wherever it is below the kernel's own) on steps none of it
# was read from: `bench/explore.lua shortheld`, two passes, auto against the
# launch the tree before made and CTAs of other sizes (the recorded auto.lua
# steps whose launch the rule changes, then steps at its bounds). First
# `check --quick` (with the new row of whole sequences in small CTAs) and
# `check --kernels auto`; last `auto` on seeds 131 and 132, which no round
# has drawn. Every launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round3
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 200 build/pabench check --quick > "$O/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s"
grep -E '208 tokens|kernel runs over' "$O/check_quick.txt"
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua shortheld > "$O/explore_$pass.txt" 2>&1
  echo "pass $pass: exit $? after $SECONDS s"
done
. bench/auto_steps.sh
steps_begin round3_auto 150
steps_check
steps_drawn 131
steps_drawn 132
steps_end
