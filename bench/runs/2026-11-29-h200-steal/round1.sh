set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device.txt 2>&1
build/pabench check > $OUT/steal_check.txt 2>&1; echo "check rc $?"; tail -n 8 $OUT/steal_check.txt
for i in 1 2; do
  build/pabench.base bench/ab.lua base >> $OUT/steal_ab.txt 2>&1
  build/pabench bench/ab.lua steal >> $OUT/steal_ab.txt 2>&1
done
sort -k2,3 -s $OUT/steal_ab.txt | cut -c1-100
