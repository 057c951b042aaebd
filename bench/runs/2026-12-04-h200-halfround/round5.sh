#!/bin/bash
# Round 5: round 4 found racecheck hazards in paired-warp launches (head_dim
# 256, 16 heads a CTA) of several rings with empty rings, in the tree before
# too. Whether launches of several rings, each with steps, show them as well:
# each launch alone under racecheck, the candidate and the tree before.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round5
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
gunzip -c build/pabench_base.gz > build/pabench_base && chmod +x build/pabench_base
S="compute-sanitizer --tool racecheck --racecheck-report hazard --print-limit 4"
P=bench/runs/2026-12-04-h200-halfround/race_probe.lua
for b in base cand; do
  bin=build/pabench; [ $b = base ] && bin=build/pabench_base
  for c in d256_4096_8 d256_2x2048 d256_8x300_whole d256_2x250_4 d256_1x200_4; do
    timeout 90 $S $bin $P $c > "$O/race_${b}_$c.txt" 2>&1
    echo "$b $c: exit $? $(grep -E 'err ' "$O/race_${b}_$c.txt" | head -1) | $(grep -E 'RACECHECK SUMMARY' "$O/race_${b}_$c.txt")"
  done
done
