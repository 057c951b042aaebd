#!/bin/bash
# Round 1: the tree with merge_tier's 16 parts for batches of mixed lengths
# landed (recheck round's merge_tier_uneven.patch). The recheck round's round
# 2 again with this build (its 14 named mixed batches, `check --kernels auto`,
# seed 193), the fewheads round's 23 held-out named steps (asked of an H200:
# they have run on H100s only), `check --random` over configurations no round
# had drawn, then seeds no round had drawn, as the call's time allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader > "$OUT/gpu.txt"
cat "$OUT/gpu.txt"
for r in 2026-12-05-h200-recheck/round2 2026-12-05-h200-fewheads/round5; do
  mkdir -p "$OUT/${r%%/*}" && OUT=$OUT/${r%%/*} bash "bench/runs/$r.sh"
  echo "$r: done after $((SECONDS - start)) s"
done
timeout 120 build/pabench check --random 300 --seed 20261211 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s"
tail -3 "$OUT/check_random.txt"
. bench/auto_steps.sh
steps_begin landed_round1 $((480 - (SECONDS - start)))
steps_drawn 194
steps_drawn 195
steps_end
