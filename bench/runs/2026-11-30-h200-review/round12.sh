# Round 12: in the flagged kernel, partition 0 (the merging CTA) is the CTA launched last
# of its sequence's, the one likeliest to start last and find the others' words written
# (round 11's trace: the merger's partner ended 0.6-1.0 us after the merger's own state):
# check, base / last alternating, then the timelines.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device12.txt 2>&1
timeout 200 build/pabench check > $OUT/lastlaunched_check.txt 2>&1; echo "check rc $?"; tail -n 2 $OUT/lastlaunched_check.txt
P="16x256,8x512,4x2048,32x128"
for i in 1 2 3; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/lastlaunched_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua last "$P" >> $OUT/lastlaunched_ab.txt 2>&1
done
sort -k2,3 -s $OUT/lastlaunched_ab.txt | cut -c1-100
PABENCH_TRACE=$OUT/trace12.csv timeout 100 build-trace/pabench bench/trace_probe.lua 16x256,8x512 > $OUT/trace12_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace12.csv > $OUT/trace12_layers.txt; echo "layers rc $?"; gzip $OUT/trace12.csv
head -c 3000 $OUT/trace12_layers.txt
