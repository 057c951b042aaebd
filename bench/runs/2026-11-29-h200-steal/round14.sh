set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench check > $OUT/fill_check.txt 2>&1; echo "check rc $?"; tail -n 3 $OUT/fill_check.txt
P=2x60,1x512,8x128,16x256,8x512,32x128,4x2048,1x4096,8x2048,1x16384
for i in 1 2 3; do
  build/pabench.base bench/ab.lua base $P >> $OUT/fill_ab.txt 2>&1
  build/pabench bench/ab.lua fill $P >> $OUT/fill_ab.txt 2>&1
done
sort -k2,3 -s $OUT/fill_ab.txt | cut -c1-100
