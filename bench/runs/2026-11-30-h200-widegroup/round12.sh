# Round 12: the committed tree (09cd09e): one, two and eight kv heads at 4096
# to 32768 tokens, batches 1 to 4, `auto` against 8 to 64 parts
# (bench/explore.lua fewkv), one pass.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 500 build/pabench bench/explore.lua fewkv > $OUT/explore12_fewkv.txt 2>&1
tail -2 $OUT/explore12_fewkv.txt
