# Round 5: round 4's held parts of 385 to 512 tokens won only whole (8 x 512
# 4.56 against 5.02 us) and lost in merged parts; the probe build now takes
# whole sequences only. bench/explore.lua held8w over grid sizes and groups,
# tree and probe, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench bench/explore.lua held8w > $OUT/explore5_tree_$pass.txt 2>&1
  timeout 60 build/pabench.held8 bench/explore.lua held8w > $OUT/explore5_held8_$pass.txt 2>&1
done
for f in $OUT/explore5_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //; s/ own [0-9.]+ us//; s/ err.*//; s/ layers//' $f | cut -c1-90; done
