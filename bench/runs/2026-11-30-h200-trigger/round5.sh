# Round 5: the tree's build on bench/explore.lua small3: 1 x 4096 in CTAs of
# two to five warps of two or four slots (64-128 KiB, one to three an SM)
# against auto's eight warps of three slots, one an SM.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench bench/explore.lua small3 > $OUT/explore_small3.txt 2>&1; echo "explore rc $?"; cut -c1-150 $OUT/explore_small3.txt
