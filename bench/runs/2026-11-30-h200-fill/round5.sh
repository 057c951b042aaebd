# Round 5: the kernels as committed (the bulk-copy probe reverted). 1 x 65536's
# grid takes 128 of 132 SMs: smaller CTAs in a grid of every SM slot, at
# groups 16, 8 and 4 (bench/explore.lua allsm), two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do timeout 250 build/pabench bench/explore.lua allsm >> $OUT/explore_allsm.txt 2>&1; done
cat $OUT/explore_allsm.txt
