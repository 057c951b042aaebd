set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench check > $OUT/first_pair_check.txt 2>&1; echo "check rc $?"; tail -n 2 $OUT/first_pair_check.txt
for i in 1 2; do
  build/pabench.base bench/ab.lua base >> $OUT/first_pair_ab.txt 2>&1
  build/pabench.two bench/ab.lua two >> $OUT/first_pair_ab.txt 2>&1
  build/pabench bench/ab.lua pair >> $OUT/first_pair_ab.txt 2>&1
done
sort -k2,3 -s $OUT/first_pair_ab.txt | cut -c1-80
