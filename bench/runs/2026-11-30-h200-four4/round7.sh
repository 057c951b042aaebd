# Round 7: head_dim 64's rule of eight warps of three slots (candidate tree):
# the full check (its deep-ring row now holds head_dim 64 grids of over half
# the SMs), then `auto` against the launch it chose before on 16 shapes
# (bench/explore.lua d64rule), two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check7.txt 2>&1; echo "check: exit $?"
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua d64rule > $OUT/explore7_$pass.txt 2>&1
done
grep -E 'runs of|kernel runs over' $OUT/check7.txt
for f in $OUT/explore7_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //' $f; done
