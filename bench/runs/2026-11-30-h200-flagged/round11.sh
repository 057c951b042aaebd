# Round 11: pabench check on the tree after check.lua's one-length rows were folded into one loop.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 240 build/pabench check > $OUT/check11.txt 2>&1; echo "check rc $?"; tail -n 8 $OUT/check11.txt
