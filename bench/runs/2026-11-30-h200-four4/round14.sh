# Round 14: the review's commit as kept: the launch's and the planner's
# two-an-SM rules through one test each (host code of round 13); the held step's
# device code back as in round 11 (round 13's merged branch cost the held
# launches 1-5 %): the quick check, one pass of bench/explore.lua held.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 build/pabench check --quick > $OUT/check14.txt 2>&1; echo "check: exit $?"
timeout 240 build/pabench bench/explore.lua held > $OUT/explore14.txt 2>&1
grep -E 'runs of|kernel runs over' $OUT/check14.txt
grep -E 'auto  |MB, ' $OUT/explore14.txt | sed -E 's/ +/ /g; s/own tables/own/; s/threads - //; s/ chunk -//' | cut -c1-60
