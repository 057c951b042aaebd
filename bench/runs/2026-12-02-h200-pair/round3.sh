#!/bin/bash
# Call 3: the session's last tree (no decode kernel changed): the quick check,
# then peak.lua --quick and smoke.lua --quick writing their Markdown, and
# compare's Markdown of the maintenance round's whole suite against this one's.
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
timeout 120 build/pabench scenarios/smoke.lua --quick --quiet --markdown "$OUT/smoke.md" > "$OUT/smoke.txt" 2>&1
echo "smoke --quick: exit $?"
timeout 120 build/pabench compare bench/runs/2026-12-02-h200-maint/round5/peak.json.gz "$OUT/peak_quick.json" \
  --markdown "$OUT/compare.md" > "$OUT/compare.txt" 2>&1
echo "compare: exit $?"
gzip -f "$OUT/peak_quick.json"
tail -n 25 "$OUT/peak_quick.txt"
