# Round 8: the committed tree, head_dim 64 and 256: groups 8 and 16 in grids
# of an eighth to half of the SMs, `auto` against whole and 2 to 8 parts
# (bench/explore.lua ghd), two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 250 build/pabench bench/explore.lua ghd > $OUT/explore8_$pass.txt 2>&1
done
tail -2 $OUT/explore8_2.txt
