# Round 5: pabench check on the committed tree, whose wide-merge row now also
# takes an uneven batch (lua/check.lua, check_wide_merge).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check5.txt 2>&1; echo "check rc $?"
grep -E "PASS|FAIL|kernel runs" $OUT/check5.txt | tail -9
