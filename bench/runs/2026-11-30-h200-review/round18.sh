# Round 18: the review's mend (pa_cuda_mma_decode takes the flagged words as the caller
# sized them, without working out their size again): check, then base / mend alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device18.txt 2>&1
timeout 200 build/pabench check > $OUT/mend_check.txt 2>&1; echo "check rc $?"; tail -n 3 $OUT/mend_check.txt
P="2x60,16x256,8x512,4x2048,1x4096"
for i in 1 2; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/mend_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua mend "$P" >> $OUT/mend_ab.txt 2>&1
done
sort -k2,3 -s $OUT/mend_ab.txt | cut -c1-100
