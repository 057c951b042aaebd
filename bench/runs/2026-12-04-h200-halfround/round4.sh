#!/bin/bash
# Round 4: where round 3's racecheck hazards come from. Each launch alone under
# racecheck, with the candidate (build/pabench) and the tree before
# (build/pabench_base): the three new launches at the kernel's own CTA size and
# at explicit sizes, which the tree before also takes, and two controls.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round4
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
gunzip -c build/pabench_base.gz > build/pabench_base && chmod +x build/pabench_base
S="compute-sanitizer --tool racecheck --racecheck-report hazard --print-limit 6"
P=bench/runs/2026-12-04-h200-halfround/race_probe.lua
for b in cand base; do
  bin=build/pabench; [ $b = base ] && bin=build/pabench_base
  for c in g16_20 g16_20_t128 g16_20_t256 d256_32 d256_32_t128 d64_20 d64_20_t128 g16_4x2048 g4_20_t128; do
    timeout 60 $S $bin $P $c > "$O/race_${b}_$c.txt" 2>&1
    echo "$b $c: exit $? $(grep -E 'err ' "$O/race_${b}_$c.txt" | head -1) | $(grep -E 'RACECHECK SUMMARY' "$O/race_${b}_$c.txt")"
  done
done
f=$(grep -l 'hazards displayed ([1-9]' "$O"/race_cand_*.txt | head -1)
[ -n "$f" ] && { echo "== $f"; grep -E -A4 'Error|Race' "$f" | head -40; }
