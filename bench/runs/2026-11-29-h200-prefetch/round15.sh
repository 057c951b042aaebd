set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
PABENCH_TRACE=$OUT/trace9.csv build-trace/y/pabench bench/trace_probe.lua 2x60,1x65536,gqa16 > $OUT/trace9_probe.txt 2>&1; echo "trace rc $?"
python3 build-trace/y/trace_layers.py $OUT/trace9.csv | tee $OUT/trace9_layers.txt
gzip $OUT/trace9.csv
