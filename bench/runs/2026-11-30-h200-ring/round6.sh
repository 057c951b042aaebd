# Round 6: eight warps of three ring slots, three steps computed as one
# (three.patch, built as build/pabench), 1 x 4096 in 11 to 15 partitions held
# whole against the default 16 (bench/explore.lua three), two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in a b; do
  timeout 250 build/pabench bench/explore.lua three > $OUT/explore_three_$pass.txt 2>&1; echo "explore $pass rc $?"
done
cut -c1-150 $OUT/explore_three_a.txt $OUT/explore_three_b.txt
