set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device5.txt 2>&1
build/pabench check > $OUT/arrive_check.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/arrive_check.txt
for i in 1 2 3; do
  build/pabench.base bench/ab.lua base >> $OUT/arrive_ab.txt 2>&1
  build/pabench bench/ab.lua arrive >> $OUT/arrive_ab.txt 2>&1
done
sort -k2,3 -s $OUT/arrive_ab.txt | cut -c1-100
PABENCH_TRACE=$OUT/trace12.csv build-trace/pabench bench/trace_probe.lua 16x256,1x4096,4x2048,gqa16 > $OUT/trace12_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace12.csv > $OUT/trace12_layers.txt; gzip $OUT/trace12.csv
