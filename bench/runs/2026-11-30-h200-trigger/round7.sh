# Round 7: the trace build (make TRACE=1) of the tree on 8-layer steps of
# 1 x 65536 at groups 4, 8 and 16: where group 16's extra 2 us a layer go.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
PABENCH_TRACE=$OUT/trace7.csv timeout 300 build-trace/pabench bench/trace_probe.lua "1x65536" 8 > $OUT/trace7_probe.txt 2>&1
echo "probe rc $?"; cat $OUT/trace7_probe.txt
python3 bench/trace_layers.py $OUT/trace7.csv > $OUT/trace7_layers.txt 2>&1; echo "layers rc $?"
cat $OUT/trace7_layers.txt
gzip $OUT/trace7.csv
