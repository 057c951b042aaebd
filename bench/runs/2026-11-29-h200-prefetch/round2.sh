set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu,power.draw --format=csv > $OUT/device2.txt
build/pabench check > $OUT/typed_partials_check.txt 2>&1; echo "check typed rc $?"; tail -n 2 $OUT/typed_partials_check.txt
build/pabench.qs8 check > $OUT/qs8_check.txt 2>&1; echo "check qs8 rc $?"; tail -n 1 $OUT/qs8_check.txt
for i in 1 2; do
  build/pabench.base bench/ab.lua base >> $OUT/typed_partials_ab.txt 2>&1
  build/pabench bench/ab.lua typed >> $OUT/typed_partials_ab.txt 2>&1
  build/pabench.qs8 bench/ab.lua qs8 gqa16,gqa8,1x65536 >> $OUT/typed_partials_ab.txt 2>&1
done
sort -k2,3 -s $OUT/typed_partials_ab.txt | cut -c1-100
