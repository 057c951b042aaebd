# Round 8: the committed tree (the planner's two-thirds condition added after
# round 7): pabench check, then bench/explore.lua deep, where `auto` now keeps
# the 256-token parts at 1 x 2560 and at 4 kv heads.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
build/pabench check > $OUT/check8.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/check8.txt | cut -c1-150
timeout 200 build/pabench bench/explore.lua deep > $OUT/explore_deep8.txt 2>&1; echo "explore rc $?"
cut -c1-150 $OUT/explore_deep8.txt
