# Round 12: group 16 (16 heads a CTA) whole in a grid of at most half the SMs,
# against `auto` (bench/explore.lua g16whole), committed tree, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench bench/explore.lua g16whole > $OUT/explore12_$pass.txt 2>&1
done
for f in $OUT/explore12_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/ own tables [0-9.]+ us//; s/: [0-9.]+ MB, [0-9]+ layers//; s/ iso.*//; s/threads - //; s/ chunk -//' $f; done
