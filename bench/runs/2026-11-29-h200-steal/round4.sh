set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device4.txt 2>&1
build/pabench check > $OUT/share_check.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/share_check.txt
for i in 1 2; do
  build/pabench.base bench/ab.lua base >> $OUT/share_ab.txt 2>&1
  build/pabench bench/ab.lua share >> $OUT/share_ab.txt 2>&1
done
sort -k2,3 -s $OUT/share_ab.txt | cut -c1-100
PABENCH_TRACE=$OUT/trace11.csv build-trace/pabench bench/trace_probe.lua 1x65536,gqa16 > $OUT/trace11_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace11.csv > $OUT/trace11_layers.txt; gzip $OUT/trace11.csv
