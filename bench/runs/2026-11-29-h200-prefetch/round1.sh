set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu,power.draw --format=csv > $OUT/device.txt
build/pabench check > $OUT/prefetch_check.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/prefetch_check.txt
for i in 1 2; do
  build/pabench.base bench/ab.lua base >> $OUT/prefetch_ab.txt 2>&1
  build/pabench bench/ab.lua qpref >> $OUT/prefetch_ab.txt 2>&1
done
sort -k2,3 -s $OUT/prefetch_ab.txt | awk '{print}' | head -80
