# Round 7: whole sequences of 257 to 384 tokens in a grid of an eighth to half
# of the SMs, in eight warps of three slots (PA_PROBE_WHOLE3 build,
# build/pabench.whole3), and of up to 256 in eight warps of two (the tree's own
# launch at splits 1), against `auto`: bench/explore.lua whole3, two passes each.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench bench/explore.lua whole3 > $OUT/explore7_tree_$pass.txt 2>&1
  timeout 60 build/pabench.whole3 bench/explore.lua whole3 > $OUT/explore7_whole3_$pass.txt 2>&1
done
for f in $OUT/explore7_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/ own tables [0-9.]+ us//; s/ err.*//; s/: [0-9.]+ MB, [0-9]+ layers//; s/ iso.*//; s/threads - //; s/ chunk -//' $f; done
