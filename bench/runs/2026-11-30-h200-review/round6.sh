# Round 6: the flagged words laid out row by row (a warp's 32 words of one row side by
# side, 512 contiguous bytes, where they were 48 bytes apart), on the tree's merge (lay)
# and on round 5's wide merge (widelay): check both, then base / lay / widelay
# alternating (the trace build did not fit the call's 64 MiB beside three builds).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-11-30-h200-review
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device6.txt 2>&1
timeout 200 build/pabench.lay check > $OUT/lay_check.txt 2>&1; echo "lay check rc $?"; tail -n 2 $OUT/lay_check.txt
timeout 200 build/pabench check > $OUT/widelay_check.txt 2>&1; echo "widelay check rc $?"; tail -n 2 $OUT/widelay_check.txt
P="16x256,8x512,4x2048,1x4096,32x128"
for i in 1 2 3; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/lay_ab.txt 2>&1
  timeout 60 build/pabench.lay bench/ab.lua lay "$P" >> $OUT/lay_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua widelay "$P" >> $OUT/lay_ab.txt 2>&1
done
sort -k2,3 -s $OUT/lay_ab.txt | cut -c1-100
for i in 1 2; do
  timeout 60 build/pabench.base $D/wide_probe.lua base >> $OUT/lay_probe.txt 2>&1
  timeout 60 build/pabench $D/wide_probe.lua widelay >> $OUT/lay_probe.txt 2>&1
done
sort -k2,2 -s $OUT/lay_probe.txt
