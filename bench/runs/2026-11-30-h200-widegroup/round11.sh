# Round 11: the committed tree (09cd09e): one kv head (multi-query attention)
# at head_dim 256, 128 and 64, `auto` against 1 to 32 parts
# (bench/explore.lua mqa), one pass.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 400 build/pabench bench/explore.lua mqa > $OUT/explore11_mqa.txt 2>&1
tail -2 $OUT/explore11_mqa.txt
