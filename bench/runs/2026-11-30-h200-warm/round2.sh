# Round 2: CTA timelines in the trace build with a new stamp, "landed" (warp 0's
# first step's bytes in shared memory, after its cp.async wait): is the 1.0-1.3 us
# from the queries to the end of a warp's two steps a wait for bytes, or the
# CTA's own chain? 32 x 128, 16 x 256, 8 x 512, 1 x 4096, 4 x 2048.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device2.txt 2>&1
PABENCH_TRACE=$OUT/trace2.csv timeout 200 build-trace/pabench bench/trace_probe.lua 32x128,16x256,8x512,1x4096,4x2048 > $OUT/trace2_probe.txt 2>&1; echo "trace rc $?"
cat $OUT/trace2_probe.txt
python3 bench/trace_layers.py $OUT/trace2.csv > $OUT/trace2_layers.txt; echo "layers rc $?"; gzip $OUT/trace2.csv
cat $OUT/trace2_layers.txt
