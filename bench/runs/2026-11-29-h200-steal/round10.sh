set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device10.txt 2>&1
for i in 1 2; do
  build/pabench bench/floor_probe.lua > $OUT/floor_pdl$i.txt 2>&1; echo "pdl rc $?"
  build/pabench.nopdl bench/floor_probe.lua > $OUT/floor_nopdl$i.txt 2>&1; echo "nopdl rc $?"
done
for f in $OUT/floor_pdl1.txt $OUT/floor_nopdl1.txt $OUT/floor_pdl2.txt $OUT/floor_nopdl2.txt; do echo "== $(basename $f)"; sed -n 2,11p $f; done
