set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench check > $OUT/arrival_check.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/arrival_check.txt
for i in 1 2; do
  build/pabench.base bench/ab.lua base >> $OUT/arrival_ab.txt 2>&1
  build/pabench bench/ab.lua arrive >> $OUT/arrival_ab.txt 2>&1
done
sort -k2,3 -s $OUT/arrival_ab.txt | cut -c1-80
