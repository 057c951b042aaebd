#!/bin/bash
# Round 1: the tree of 80d2778 (no kernel or planner change since the
# fewheads round). The fewheads round's 23 held-out named steps once more
# (its round5.sh: they have run on H100s only), `check --random` over
# configurations no round had drawn, then `auto` on drawn steps of seeds no
# round had drawn, as the call's time allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader > "$OUT/gpu.txt"
bash bench/runs/2026-12-05-h200-fewheads/round5.sh
timeout 200 build/pabench check --random 300 --seed 20261209 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s"
tail -3 "$OUT/check_random.txt"
. bench/auto_steps.sh
steps_begin recheck_round1 $((400 - (SECONDS - start)))
steps_drawn 191
steps_drawn 192
steps_end
