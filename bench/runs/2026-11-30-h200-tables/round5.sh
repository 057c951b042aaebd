#!/bin/bash
# Round 5: group 16 in CTAs of 16 heads (tree) and of 8 (PA_PROBE_QS=8), alternating.
set -u
OUT=${OUT:-gpu-out}
export LUA_PATH="$PWD/build/lua/?.lua;;"
G=bench/runs/2026-11-30-h200-tables/group_probe.lua
for i in 1 2; do
  timeout 250 build/pabench $G tree >> "$OUT/group_probe.txt" 2>&1
  PA_PROBE_QS=8 timeout 250 build/pabench.qs $G qs8 >> "$OUT/group_probe.txt" 2>&1
done
sort -k2,3 -s "$OUT/group_probe.txt" | grep ' us '
