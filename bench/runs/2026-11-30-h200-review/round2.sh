# Round 2: the flagged merge up to 16 partitions (two threads a column quad past
# 8) and at one CTA an SM: check, then base / wide alternating (bench/ab.lua and
# wide_probe.lua), then 1 x 4096's timeline in the trace build.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-11-30-h200-review
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device2.txt 2>&1
timeout 200 build/pabench check > $OUT/wide_check.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/wide_check.txt
P="2x60,16x256,8x512,32x128,4x2048,1x4096,8x2048,1x16384,1x65536"
for i in 1 2 3; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/wide_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua wide "$P" >> $OUT/wide_ab.txt 2>&1
  timeout 60 build/pabench.base $D/wide_probe.lua base >> $OUT/wide_probe.txt 2>&1
  timeout 60 build/pabench $D/wide_probe.lua wide >> $OUT/wide_probe.txt 2>&1
done
sort -k2,3 -s $OUT/wide_ab.txt | cut -c1-100
sort -k2,2 -s $OUT/wide_probe.txt
PABENCH_TRACE=$OUT/trace2.csv timeout 100 build-trace/pabench bench/trace_probe.lua 1x4096 > $OUT/trace2_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace2.csv > $OUT/trace2_layers.txt; echo "layers rc $?"; gzip $OUT/trace2.csv
cat $OUT/trace2_layers.txt | head -40
