#!/bin/bash
# Round 8, the tree with the rule and its spec (pa_mma_whole_threads; the
# decode kernels' device code as in round 7, whose full check passed): every
# scenario at its defaults and the whole suite with the seed's Triton kernel
# and SDPA beside it, held against the head round's first suite, then `auto`
# on fp16/bf16 steps drawn from seeds no round has drawn (105 on) while the
# call's time lasts. The drawn steps' best is over the default CTA at every
# split count, so where the rule takes half the warps auto/best can read
# under 1.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
PEAK_BASE=bench/runs/2026-12-03-h200-head/round1_suite/peak.json.gz bench/gpu_round.sh scenarios triton peak \
  > "$OUT/gpu_round.txt" 2>&1
echo "gpu_round: exit $? after $((SECONDS - start)) s"
. bench/auto_steps.sh
steps_begin round8_drawn $((470 - (SECONDS - start)))
steps_drawn 105
steps_drawn 106
steps_drawn 107
steps_end
tail -n 16 "$OUT/gpu_round.txt"
grep -E 'faster|slower' "$OUT/round/peak_compare.txt" | head -20
grep -E '^(seed000 2x60|long 1x4096|gqa16)' "$OUT/round/peak.txt" | cut -c1-150
grep -E '^(targets|auto|SM clock|x )' "$OUT/round/peak.txt"
rm -rf "$OUT/round"
