set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench bench/runs/2026-11-29-h200-steal/mid_threads.lua 4x2048 > $OUT/line_threads.txt 2>&1; echo "rc $?"; cat $OUT/line_threads.txt
