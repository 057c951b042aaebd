# Round 5: the flagged merge as a kernel of its own (the other kernels' PTX identical to the
# tree's), where its CTAs leave room on their SM. check, then base / flagged alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device5.txt 2>&1
timeout 240 build/pabench check > $OUT/flagged5_check.txt 2>&1; echo "check rc $?"; tail -n 6 $OUT/flagged5_check.txt
for i in 1 2 3; do
  timeout 150 build/pabench.base bench/ab.lua base >> $OUT/flagged5_ab.txt 2>&1
  timeout 150 build/pabench bench/ab.lua flag >> $OUT/flagged5_ab.txt 2>&1
done
sort -k2,3 -s $OUT/flagged5_ab.txt | cut -c1-90
