#!/bin/bash
# Round 2 again on the reviewed compare (auto_us held to its own spread, peak.lua
# recording auto_rel_spread): the same build twice, at 1, 2 and 3 %, and the 5 % gate.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round4
mkdir -p $R
{ date -u; nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv; } > $R/device.txt 2>&1
for run in a b; do
  s=$(date +%s)
  timeout 270 $B scenarios/peak.lua --quiet --json $R/peak_$run.json > $R/peak_$run.txt 2>&1
  echo "peak $run: exit $? in $(( $(date +%s) - s )) s"
done
for t in 1 2 3; do
  $B compare $R/peak_a.json $R/peak_b.json --threshold $t > $R/compare_peak_t$t.txt 2>&1
  echo "compare peak --threshold $t: exit $?; $(tail -n 2 $R/compare_peak_t$t.txt | head -1)"
done
$B compare $R/peak_a.json $R/peak_b.json --max-slowdown 5 > $R/compare_peak_gate5.txt 2>&1
echo "compare peak --max-slowdown 5: exit $?"
gzip $R/*.json
tar -C $OUT -czf $OUT/round4.tar.gz round4 && rm -rf $R
