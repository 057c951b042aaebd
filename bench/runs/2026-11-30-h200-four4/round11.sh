# Round 11: the review's commit (the held step's part limit as a named
# constant; no change in behaviour): the full check, one pass of
# bench/explore.lua held.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check11.txt 2>&1; echo "check: exit $?"
timeout 240 build/pabench bench/explore.lua held > $OUT/explore11.txt 2>&1
grep -E 'runs of|kernel runs over' $OUT/check11.txt
grep -E 'auto  |MB, |splits' $OUT/explore11.txt | sed -E 's/ +/ /g; s/own tables/own/; s/threads - //; s/ chunk -//' | cut -c1-100
