# Round 1: check of the flagged-merge build, then base / flagged off / flagged on, alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device1.txt 2>&1
timeout 240 build/pabench check > $OUT/flagged_check.txt 2>&1; echo "check rc $?"; tail -n 6 $OUT/flagged_check.txt
P="2x60,1x512,8x128,16x256,8x512,32x128,4x2048,1x4096,8x2048,1x16384,long 1x65536$,gqa16"
for i in 1 2; do
  timeout 100 build/pabench.base bench/ab.lua base "$P" >> $OUT/flagged_ab.txt 2>&1
  PA_FLAGGED=0 timeout 100 build/pabench bench/ab.lua off "$P" >> $OUT/flagged_ab.txt 2>&1
  timeout 100 build/pabench bench/ab.lua flag "$P" >> $OUT/flagged_ab.txt 2>&1
done
sort -k2,3 -s $OUT/flagged_ab.txt | cut -c1-100
