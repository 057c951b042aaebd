# Round 6: the planner's rule (fitted at 8 kv heads) at 4 and 16 kv heads: both
# split counts on eight shapes it was not fitted to (bench/explore.lua kv), on
# the committed tree.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 150 build/pabench bench/explore.lua kv > $OUT/explore_kv.txt 2>&1; echo "explore rc $?"
cut -c1-150 $OUT/explore_kv.txt
