# Round 8: 1 x 4096 in CTAs of fewer warps (two an SM) against eight warps one
# an SM, on the committed tree (bench/explore.lua occ4096).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 200 build/pabench bench/explore.lua occ4096 > $OUT/explore_occ4096.txt 2>&1; echo "explore rc $?"
cut -c1-150 $OUT/explore_occ4096.txt
