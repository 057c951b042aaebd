set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
P=2x60,1x512,8x128,16x256,8x512,32x128,4x2048,1x4096,gqa16,8x2048
for i in 1 2; do
  build/pabench bench/ab.lua epi $P >> $OUT/rolled_merge_ab.txt 2>&1
  build/pabench.v1 bench/ab.lua rolled $P >> $OUT/rolled_merge_ab.txt 2>&1
done
sort -k2,3 -s $OUT/rolled_merge_ab.txt | cut -c1-80
