# Round 3: CTA timelines (trace build, build-trace/pabench with front.patch) of
# 1 x 4096 as a 16-layer step: the tree's 11 parts of 384 against the same 11
# front-loaded (5 of 512, 6 of 256); summaries by bench/trace_layers.py.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
PABENCH_TRACE=$OUT/trace3_tree.csv timeout 60 build-trace/pabench bench/trace_probe.lua "long 1x4096" 16 > $OUT/trace3_tree.txt 2>&1
PA_PROBE_FRONT=11=5:512:256 PABENCH_TRACE=$OUT/trace3_front.csv timeout 60 build-trace/pabench bench/trace_probe.lua "long 1x4096" 16 > $OUT/trace3_front.txt 2>&1
for x in tree front; do
  echo "== $x"; cat $OUT/trace3_$x.txt
  python3 bench/trace_layers.py $OUT/trace3_$x.csv > $OUT/trace3_${x}_layers.txt 2>&1
  cat $OUT/trace3_${x}_layers.txt
done
