# Round 9: the committed tree (829c58e): groups 8 and 16 in grids of over half
# the SMs at head_dim 128 (bench/explore.lua gbig), and head_dim 64 over more
# batches and lengths (ghd64), every listed split, one pass each.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 280 build/pabench bench/explore.lua gbig > $OUT/explore9_gbig.txt 2>&1
timeout 280 build/pabench bench/explore.lua ghd64 > $OUT/explore9_ghd64.txt 2>&1
tail -2 $OUT/explore9_ghd64.txt
