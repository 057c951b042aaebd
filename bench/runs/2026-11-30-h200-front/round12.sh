# Round 12: the check's front-loaded row with a short sequence the long
# partitions hold alone (4096 x 3 and 2500, 11 parts): the quick check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 build/pabench check --quick > $OUT/check12.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|front-loaded" $OUT/check12.txt | tail -3
