#!/bin/bash
# Round 3: the tree of round 1 (kernels as they are; the copy_row candidate
# was not kept). On an H200 the fewheads round's 23 held-out named steps
# first (five H100s have run them, no H200); then `check --random` and seeds
# no round had drawn, as the call's time allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader | tee "$OUT/gpu.txt"
if grep -q H200 "$OUT/gpu.txt"; then
  mkdir -p "$OUT/fewheads" && OUT=$OUT/fewheads bash bench/runs/2026-12-05-h200-fewheads/round5.sh
  echo "fewheads round5: done after $((SECONDS - start)) s"
fi
timeout 100 build/pabench check --random 200 --seed 20261213 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
. bench/auto_steps.sh
steps_begin landed_round3 $((330 - (SECONDS - start)))
steps_drawn 196
steps_drawn 197
steps_end
