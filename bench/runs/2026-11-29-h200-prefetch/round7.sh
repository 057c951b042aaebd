set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu,power.draw --format=csv > $OUT/device7.txt
build/pabench check > $OUT/epilogue_check.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/epilogue_check.txt
for i in 1 2; do
  build/pabench.base bench/ab.lua base >> $OUT/epilogue_ab.txt 2>&1
  build/pabench bench/ab.lua epi >> $OUT/epilogue_ab.txt 2>&1
done
sort -k2,3 -s $OUT/epilogue_ab.txt | cut -c1-80
PABENCH_TRACE=$OUT/trace5.csv build-trace/pabench bench/trace_probe.lua > $OUT/trace5_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace5.csv > $OUT/trace5_layers.txt
gzip $OUT/trace5.csv
