set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device9.txt 2>&1
PABENCH_TRACE=$OUT/trace13.csv build-trace/pabench bench/trace_probe.lua 2x60,8x128,1x4096 1 > $OUT/trace13_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace13.csv | tee $OUT/trace13_layers.txt; gzip $OUT/trace13.csv
