# Round 13: the first computed step skips the rescale (first_step.patch): its state is
# still empty, so no exponential of -inf, no vote and no branch on the chain after
# the release. Check, then timed against the tree's build, alternating, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device13.txt 2>&1
timeout 200 build/pabench check > $OUT/first_check.txt 2>&1; echo "check rc $?"; tail -n 3 $OUT/first_check.txt
P="2x60,8x128,16x256,8x512,32x128,4x2048,1x4096,gqa16"
for i in 1 2 3; do
  timeout 90 build/pabench.base bench/ab.lua base "$P" >> $OUT/first_ab.txt 2>&1
  timeout 90 build/pabench bench/ab.lua first "$P" >> $OUT/first_ab.txt 2>&1
done
sort -k1,1 -k2,3 -s $OUT/first_ab.txt | awk '{k=$1" "$2" "$3; v[k]=v[k]" "$(NF-5)} END{for(k in v) print k, v[k]}' | sort -k2,3 -k1,1
PABENCH_TRACE=$OUT/trace13.csv timeout 100 build-trace/pabench bench/trace_probe.lua 32x128,16x256,8x512 > $OUT/trace13_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace13.csv > $OUT/trace13_layers.txt; gzip $OUT/trace13.csv
grep -A8 "stages" $OUT/trace13_layers.txt | grep -E "stages|scores ->|landed ->"
