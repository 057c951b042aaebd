# Round 4: is a warp's compute after the bytes land slow for want of its code
# (instruction fetch) or for the SM's shared resources? A diagnostic trace build
# (pabench.twice: twice.patch) computes a warp's two steps twice, throwing the
# first pass away, with the same code (a loop not unrolled); its stamps are the
# second pass's ("landed" = the second pass's start, so query -> landed is the
# whole first pass). Every warp runs both passes at the same time as before, so
# the SM's contention is as in the first; only the code is warm. Against the
# trace build of the tree on the same machine: 32 x 128, 16 x 256, 8 x 512.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device4.txt 2>&1
for b in pabench pabench.twice; do
  PABENCH_TRACE=$OUT/trace4_$b.csv timeout 100 build-trace/$b bench/trace_probe.lua 32x128,16x256,8x512 > $OUT/trace4_${b}_probe.txt 2>&1; echo "$b rc $?"
  cat $OUT/trace4_${b}_probe.txt
  python3 bench/trace_layers.py $OUT/trace4_$b.csv > $OUT/trace4_${b}_layers.txt; gzip $OUT/trace4_$b.csv
done
grep -h -A8 "stages" $OUT/trace4_pabench_layers.txt $OUT/trace4_pabench.twice_layers.txt
