#!/bin/bash
# Round 5, the tree with the scenarios' shared search step and columns
# (sweep.search_step, sweep.SEARCH_COLUMNS, plot.bandwidth_bars): the whole
# suite with Triton and SDPA beside it, held against round 1's (the same
# kernels and plans), then the scenarios that changed, at their defaults, and a
# short auto.lua draw.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round5
mkdir -p "$R"
start=$SECONDS
PEAK_BASE=bench/runs/2026-12-02-h200-verify/round1/peak.json.gz OUT=$R \
  SCENARIOS="smoke decode seed_bench heterogeneous fragmentation" \
  timeout 420 bench/gpu_round.sh triton peak scenarios > "$R/round.txt" 2>&1
echo "gpu_round: exit $? after $((SECONDS - start)) s"
timeout 60 $B scenarios/auto.lua --quiet --seed 53 --shapes 4 --json "$R/auto_s53.json" > "$R/auto_s53.txt" 2>&1
echo "auto.lua: exit $? after $((SECONDS - start)) s"
if [ -d "$R/round" ]; then
  gzip "$R"/round/*.json
  rm -f "$R/round.tar.gz"
fi
gzip "$R"/*.json 2>/dev/null
tar -czf "$O/round5.tar.gz" -C "$O" round5 && rm -rf "$R"
x() { tar -xzf "$O/round5.tar.gz" -O "$@"; }
x round5/round.txt | tail -n 9
x round5/round/peak.txt | grep -E '^(targets|auto|x )'
x round5/round/peak_compare.txt | tail -n 1
x round5/auto_s53.txt | grep -E "within|rror"
