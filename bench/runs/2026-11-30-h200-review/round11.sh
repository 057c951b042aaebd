# Round 11: CTA timelines of the committed tree (the flagged words row by row) in the
# trace build: 16 x 256, 8 x 512 and 32 x 128, as the flagged round's round 8 took them.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device11.txt 2>&1
PABENCH_TRACE=$OUT/trace11.csv timeout 200 build-trace/pabench bench/trace_probe.lua 16x256,8x512,32x128 > $OUT/trace11_probe.txt 2>&1; echo "trace rc $?"
cat $OUT/trace11_probe.txt
python3 bench/trace_layers.py $OUT/trace11.csv > $OUT/trace11_layers.txt; echo "layers rc $?"; gzip $OUT/trace11.csv
head -c 6000 $OUT/trace11_layers.txt
