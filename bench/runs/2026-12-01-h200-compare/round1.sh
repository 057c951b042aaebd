#!/bin/bash
# The same build twice on one machine, compared: how many rows `pabench compare`
# calls changed when nothing changed (its false positives), with the default
# threshold and with others; on the GPU machine's pure-Lua JSON (dkjson).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
{ date -u; nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv; } > $OUT/device.txt 2>&1
for run in a b; do
  s=$(date +%s)
  timeout 270 $B scenarios/peak.lua --quiet --json $OUT/peak_$run.json > $OUT/peak_$run.txt 2>&1
  echo "peak $run: exit $? in $(( $(date +%s) - s )) s"
done
for run in a b; do
  timeout 60 $B scenarios/decode.lua --quiet --json $OUT/decode_$run.json > $OUT/decode_$run.txt 2>&1
  echo "decode $run: exit $?"
done
for t in 1 2; do
  $B compare $OUT/peak_a.json $OUT/peak_b.json --threshold $t > $OUT/compare_peak_t$t.txt 2>&1
  echo "compare peak --threshold $t: exit $?; $(tail -n 2 $OUT/compare_peak_t$t.txt | head -1)"
done
$B compare $OUT/decode_a.json $OUT/decode_b.json > $OUT/compare_decode.txt 2>&1
echo "compare decode: exit $?; $(tail -n 2 $OUT/compare_decode.txt | head -1)"
$B compare $OUT/peak_a.json $OUT/peak_b.json --max-slowdown 2 > $OUT/compare_peak_max2.txt 2>&1
echo "compare peak --max-slowdown 2: exit $?"
grep -E "faster|slower|SLOWER" $OUT/compare_peak_t1.txt | head -20
