# Round 15: the review's build (build/pabench: the short partitions' length a
# constant, not a launch argument; the FRONT kernel at 217 registers) against
# the tree before it (build/pabench.head, ea32197): the full check, then
# bench/explore.lua front, `auto` alone, both builds, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check15.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|front-loaded" $OUT/check15.txt | tail -3
for pass in 1 2; do
  timeout 150 build/pabench bench/explore.lua front > $OUT/explore15_$pass.txt 2>&1
  timeout 150 build/pabench.head bench/explore.lua front > $OUT/explore15_head_$pass.txt 2>&1
done
