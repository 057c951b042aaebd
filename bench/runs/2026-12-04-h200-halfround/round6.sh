#!/bin/bash
# Round 6: the paired-warp launches whose racecheck reports round 5 found in
# the tree before, under synccheck (invalid barrier use); then a probe build
# (pad_probe.patch, built with PA_PROBE_PAD_RING_SYNC defined) whose rings all
# pass their named barriers equally often, under racecheck.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
O=$OUT/round6
mkdir -p "$O"
export LUA_PATH="$PWD/build/lua/?.lua;;"
gunzip -c build/pabench_base.gz > build/pabench_base && chmod +x build/pabench_base
P=bench/runs/2026-12-04-h200-halfround/race_probe.lua
for b in base cand; do
  bin=build/pabench; [ $b = base ] && bin=build/pabench_base
  for c in d256_8x300_whole d256_1x200_4 d256_32_t128 d256_32; do
    timeout 90 compute-sanitizer --tool synccheck --print-limit 4 $bin $P $c > "$O/sync_${b}_$c.txt" 2>&1
    echo "$b $c synccheck: exit $? $(grep -E 'err ' "$O/sync_${b}_$c.txt" | head -1) | $(grep -E 'ERROR SUMMARY' "$O/sync_${b}_$c.txt")"
  done
done
# the probe build (pad_probe.patch, build/pabench_pad): every ring of paired
# warps passes its named barrier as often as the busiest ring, under racecheck
gunzip -c build/pabench_pad.gz > build/pabench_pad && chmod +x build/pabench_pad
S="compute-sanitizer --tool racecheck --racecheck-report hazard --print-limit 4"
for c in d256_8x300_whole d256_1x200_4 d256_32_t128 d256_32 d256_4096_8; do
  timeout 90 $S build/pabench_pad $P $c > "$O/race_pad_$c.txt" 2>&1
  echo "pad $c racecheck: exit $? $(grep -E 'err ' "$O/race_pad_$c.txt" | head -1) | $(grep -E 'RACECHECK SUMMARY' "$O/race_pad_$c.txt")"
done
