set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
PABENCH_TRACE=$OUT/trace8.csv build-trace/pabench bench/trace_probe.lua 4x2048,1x65536,gqa16 > $OUT/trace8_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace8.csv | tee $OUT/trace8_layers.txt
gzip $OUT/trace8.csv
