# Round 3: the trace build (make TRACE=1) on the tree: CTA timelines of 16-layer
# steps of 1 x 4096 (11 parts, 88 CTAs), 1 x 3072 (9 parts), 1 x 4096 at 4 kv
# heads (16 parts, 64 CTAs) and 16 x 256, summarised by bench/trace_layers.py.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
PABENCH_TRACE=$OUT/trace3.csv timeout 200 build-trace/pabench bench/trace_probe.lua "1x4096,1x3072,16x256" 16 > $OUT/trace3_probe.txt 2>&1
echo "probe rc $?"; cat $OUT/trace3_probe.txt
python3 bench/trace_layers.py $OUT/trace3.csv > $OUT/trace3_layers.txt 2>&1; echo "layers rc $?"
cat $OUT/trace3_layers.txt
gzip $OUT/trace3.csv
