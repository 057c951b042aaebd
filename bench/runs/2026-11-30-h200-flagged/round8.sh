# Round 8: CTA timelines of the flagged merge (trace build), 16 x 256 and 8 x 512 beside 32 x 128.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device8.txt 2>&1
PABENCH_TRACE=$OUT/trace14.csv timeout 200 build-trace/pabench bench/trace_probe.lua 16x256,8x512,32x128 > $OUT/trace14_probe.txt 2>&1; echo "trace rc $?"
cat $OUT/trace14_probe.txt
python3 bench/trace_layers.py $OUT/trace14.csv > $OUT/trace14_layers.txt; echo "layers rc $?"; gzip $OUT/trace14.csv
head -c 6000 $OUT/trace14_layers.txt
