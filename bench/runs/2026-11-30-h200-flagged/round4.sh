# Round 4: the flagged merge only where its CTAs leave room on their SM; two layouts of the
# epilogue (A: round 3's, B: partition 0 decided once). check of B, then base / A / B alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device4.txt 2>&1
timeout 240 build/pabench check > $OUT/flagged4_check.txt 2>&1; echo "check rc $?"; tail -n 6 $OUT/flagged4_check.txt
P="2x60,1x512,8x128,16x256,8x512,32x128,4x2048,8x2048,long 1x65536$,gqa16"
for i in 1 2 3; do
  timeout 100 build/pabench.base bench/ab.lua base "$P" >> $OUT/flagged4_ab.txt 2>&1
  timeout 100 build/pabench.flagA bench/ab.lua A "$P" >> $OUT/flagged4_ab.txt 2>&1
  timeout 100 build/pabench bench/ab.lua B "$P" >> $OUT/flagged4_ab.txt 2>&1
done
sort -k2,3 -s $OUT/flagged4_ab.txt | cut -c1-90
