# Round 9: head_dim 64 whole in a grid of at most half the SMs, at two ring
# slots and at four (chunk 128), against `auto` (bench/explore.lua d64whole),
# committed tree, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench bench/explore.lua d64whole > $OUT/explore9_$pass.txt 2>&1
done
for f in $OUT/explore9_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/ own tables [0-9.]+ us//; s/: [0-9.]+ MB, [0-9]+ layers//; s/ iso.*//; s/threads - //' $f; done
