#!/bin/bash
# Round 1, the tree as the unseen round left it (f44dec2): no device code
# changed since the pages round, but the kernels' host code now takes its
# shapes and its compact grid from src/plan.c, and `auto` has taken every
# planner rule since the verify round's suite. The full check, every scenario
# at its defaults, the whole suite with the seed's Triton kernel and SDPA
# beside it (held against the verify round's suite), then `auto` on fp16/bf16
# steps drawn from seeds no round has drawn (102 on) while the call's time lasts.
set -u
start=$SECONDS
PEAK_BASE=bench/runs/2026-12-02-h200-verify/round1/peak.json.gz bench/gpu_round.sh check scenarios triton peak \
  > "$OUT/gpu_round.txt" 2>&1
echo "gpu_round: exit $? after $((SECONDS - start)) s"
. bench/auto_steps.sh
steps_begin round1 $((430 - (SECONDS - start)))
steps_drawn 102
steps_drawn 103
steps_end
tail -n 20 "$OUT/gpu_round.txt"
grep -E 'faster|slower' "$OUT/round/peak_compare.txt" | head -20
grep -E '^(seed000 2x60|long 1x4096|gqa16)' "$OUT/round/peak.txt" | cut -c1-150
grep -E '^(targets|auto|SM clock|x )' "$OUT/round/peak.txt"
rm -rf "$OUT/round"
