# Round 5: priming the two-step compute's code before the wait (prime.patch): a warp
# whose share is two steps runs them once on whatever its ring holds while it waits,
# throws the state away, and computes them for real after the wait with the same
# code (a loop not unrolled), so that the code is on chip when the layer is
# released. The loop costs registers (head_dim 128: 142-159 -> 184-198), so this
# build caps them at 168 (__maxnreg__), where three four-warp CTAs share an SM.
# Timed against the tree's build, alternating, three passes; then its timelines.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device5.txt 2>&1
P="2x60,8x128,16x256,8x512,32x128,4x2048,1x4096"
for i in 1 2 3; do
  timeout 80 build/pabench bench/ab.lua base "$P" >> $OUT/prime_ab.txt 2>&1
  timeout 80 build/pabench.prime bench/ab.lua prime "$P" >> $OUT/prime_ab.txt 2>&1
done
sort -k2,3 -s $OUT/prime_ab.txt | cut -c1-100
PABENCH_TRACE=$OUT/trace5.csv timeout 100 build-trace/pabench.prime bench/trace_probe.lua 32x128,16x256,8x512 > $OUT/trace5_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace5.csv > $OUT/trace5_layers.txt; gzip $OUT/trace5.csv
grep -A8 "stages" $OUT/trace5_layers.txt
