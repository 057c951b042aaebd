# Round 3: the trace build with two more stamps in warp 0's first computed step, its
# scores (Q.K^T) and its softmax weights in registers: where do the 1.0-1.2 us from the
# landed bytes to the end of a warp's steps go? The configs of round 2.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device3.txt 2>&1
PABENCH_TRACE=$OUT/trace3.csv timeout 200 build-trace/pabench bench/trace_probe.lua 32x128,16x256,8x512,1x4096,4x2048 > $OUT/trace3_probe.txt 2>&1; echo "trace rc $?"
cat $OUT/trace3_probe.txt
python3 bench/trace_layers.py $OUT/trace3.csv > $OUT/trace3_layers.txt; echo "layers rc $?"; gzip $OUT/trace3.csv
cat $OUT/trace3_layers.txt
