# Round 13: the review's second commit (the planner's and the launch's
# two-an-SM rules through one test each; the held step inside the three-slot
# path): the full check, one pass of bench/explore.lua held and four3.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check13.txt 2>&1; echo "check: exit $?"
timeout 300 build/pabench bench/explore.lua held four3 > $OUT/explore13.txt 2>&1
grep -E 'runs of|kernel runs over' $OUT/check13.txt
grep -E 'auto  |MB, |splits' $OUT/explore13.txt | sed -E 's/ +/ /g; s/own tables/own/; s/threads - //; s/ chunk -//' | cut -c1-70
