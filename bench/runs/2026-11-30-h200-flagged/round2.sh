# Round 2: check of the epilogue build (one merge helper for the warps' and the partitions' states), then base / epilogue alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device2.txt 2>&1
timeout 240 build/pabench check > $OUT/combine_check.txt 2>&1; echo "check rc $?"; tail -n 5 $OUT/combine_check.txt
for i in 1 2 3; do
  timeout 150 build/pabench.base bench/ab.lua base >> $OUT/combine_ab.txt 2>&1
  timeout 150 build/pabench bench/ab.lua comb >> $OUT/combine_ab.txt 2>&1
done
sort -k2,3 -s $OUT/combine_ab.txt | cut -c1-100
