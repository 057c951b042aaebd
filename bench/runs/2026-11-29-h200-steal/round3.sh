set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device3.txt 2>&1
PABENCH_TRACE=$OUT/trace10.csv build-trace/pabench bench/trace_probe.lua 16x256,1x4096,4x2048,1x65536,gqa16 > $OUT/trace10_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace10.csv | tee $OUT/trace10_layers.txt
gzip $OUT/trace10.csv
