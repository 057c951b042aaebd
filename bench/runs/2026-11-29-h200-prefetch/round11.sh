set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu,power.draw --format=csv > $OUT/device11.txt
build/pabench check > $OUT/two_steps_check.txt 2>&1; echo "check rc $?"; tail -n 3 $OUT/two_steps_check.txt
for i in 1 2; do
  build/pabench.base bench/ab.lua base >> $OUT/two_steps_ab.txt 2>&1
  build/pabench bench/ab.lua two >> $OUT/two_steps_ab.txt 2>&1
done
sort -k2,3 -s $OUT/two_steps_ab.txt | cut -c1-80
PABENCH_TRACE=$OUT/trace7.csv build-trace/pabench bench/trace_probe.lua 32x128,16x256,8x512,4096 > $OUT/trace7_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace7.csv > $OUT/trace7_layers.txt
gzip $OUT/trace7.csv
