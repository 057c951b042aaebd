# Round 11: CTA timelines of the committed tree (the epilogue's first warps read at once)
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device11.txt 2>&1
PABENCH_TRACE=$OUT/trace11.csv timeout 200 build-trace/pabench bench/trace_probe.lua 32x128,16x256,8x512,1x4096,4x2048 > $OUT/trace11_probe.txt 2>&1; echo "trace rc $?"
cat $OUT/trace11_probe.txt
python3 bench/trace_layers.py $OUT/trace11.csv > $OUT/trace11_layers.txt; echo "layers rc $?"; gzip $OUT/trace11.csv
cat $OUT/trace11_layers.txt
