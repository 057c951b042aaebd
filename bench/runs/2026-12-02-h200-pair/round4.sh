#!/bin/bash
# Call 4: the session's final tree (records carry the build): the quick check,
# peak.lua --quick with --json and --markdown, and compare's Markdown of call 3's
# quick suite (a record from before pa.build) against it.
set -u
OUT=${OUT:-gpu-out}; mkdir -p "$OUT"
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench --version > "$OUT/device.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv >> "$OUT/device.txt" 2>&1
timeout 300 build/pabench check --quick > "$OUT/check_quick.txt" 2>&1
echo "check --quick: exit $? $(grep -E 'kernel runs over' "$OUT/check_quick.txt")"
timeout 300 build/pabench scenarios/peak.lua --quick --quiet --json "$OUT/peak_quick.json" \
  --markdown "$OUT/peak_quick.md" > "$OUT/peak_quick.txt" 2>&1
echo "peak --quick: exit $?"
timeout 120 build/pabench compare bench/runs/2026-12-02-h200-pair/call3/peak_quick.json.gz \
  "$OUT/peak_quick.json" --markdown "$OUT/compare.md" > "$OUT/compare.txt" 2>&1
echo "compare: exit $?"
gzip -f "$OUT/peak_quick.json"
cat "$OUT/device.txt"; head -3 "$OUT/compare.txt"; tail -n 6 "$OUT/compare.txt"; tail -n 5 "$OUT/peak_quick.txt"
