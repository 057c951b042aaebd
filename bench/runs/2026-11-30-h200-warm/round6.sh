# Round 6: is the first pass slow because the tensor cores were idle? A chain of eight
# products on zeros (warmup.patch) while the queries are on their way, after the
# dependency wait: its timelines (trace build), then timed against the tree's build,
# alternating, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device6.txt 2>&1
PABENCH_TRACE=$OUT/trace6.csv timeout 100 build-trace/pabench.warm bench/trace_probe.lua 32x128,16x256,8x512,1x4096 > $OUT/trace6_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace6.csv > $OUT/trace6_layers.txt; gzip $OUT/trace6.csv
grep -A10 "stages" $OUT/trace6_layers.txt
P="2x60,8x128,16x256,8x512,32x128,4x2048,1x4096"
for i in 1 2 3; do
  timeout 80 build/pabench bench/ab.lua base "$P" >> $OUT/warm_ab.txt 2>&1
  timeout 80 build/pabench.warm bench/ab.lua warm "$P" >> $OUT/warm_ab.txt 2>&1
done
sort -k1,1 -k2,3 -s $OUT/warm_ab.txt | awk '{k=$1" "$2" "$3; v[k]=v[k]" "$(NF-5)} END{for(k in v) print k, v[k]}' | sort -k2,3 -k1,1
