# Round 4: parts of 385 to 512 tokens held whole by eight warps of three slots
# and a fourth step in registers, in a grid of at most half the SMs
# (PA_PROBE_HELD8 build, build/pabench.held8): the quick check on it, then
# bench/explore.lua held8, tree and probe, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 100 build/pabench.held8 check --quick > $OUT/check4_held8.txt 2>&1; echo "check: exit $?"
grep -E 'runs of|kernel runs over' $OUT/check4_held8.txt
for pass in 1 2; do
  timeout 60 build/pabench bench/explore.lua held8 > $OUT/explore4_tree_$pass.txt 2>&1
  timeout 60 build/pabench.held8 bench/explore.lua held8 > $OUT/explore4_held8_$pass.txt 2>&1
done
for f in $OUT/explore4_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //; s/ iso.*//; s/; auto.*//' $f | cut -c1-70; done
