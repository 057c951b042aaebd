# Round 5: 256-token partitions in grids of 96 to 128 CTAs (bench/explore.lua
# late4096), committed tree, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in a b; do
  timeout 200 build/pabench bench/explore.lua late4096 > $OUT/explore_late4096_$pass.txt 2>&1; echo "explore $pass rc $?"
done
cut -c1-150 $OUT/explore_late4096_a.txt $OUT/explore_late4096_b.txt
