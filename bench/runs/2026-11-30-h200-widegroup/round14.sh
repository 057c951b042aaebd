# Round 14: the committed tree (727a786 with bench/explore.lua's uneven set):
# uneven batches, `auto` against 1 to 32 parts (bench/explore.lua uneven), one
# pass; then the full check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 250 build/pabench bench/explore.lua uneven > $OUT/explore14_uneven.txt 2>&1
timeout 300 build/pabench check > $OUT/check14.txt 2>&1; echo "check: exit $?"
grep -E "groups 8 and 16|kernel runs|FAIL" $OUT/check14.txt | tail -3
