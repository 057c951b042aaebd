# Round 2: round 1 again with a ring of four slots a warp (chunk 128) in 5 to 7
# warps, partitions of 320 to 448 tokens held whole (round 1 stopped at chunk 96,
# which pa.kernel refuses: chunks are powers of two).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 400 build/pabench bench/explore.lua ring4096 > $OUT/explore_ring4096.txt 2>&1; echo "explore rc $?"
cut -c1-150 $OUT/explore_ring4096.txt
