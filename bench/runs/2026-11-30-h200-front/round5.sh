# Round 5: the rule narrowed to grids of at least 80 CTAs (3/5 of the SMs) and
# at most 16 parts (build/pabench) against the tree before it
# (build/pabench.head, 875db87): bench/explore.lua front, `auto` alone, both
# builds, two passes; then the quick check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 150 build/pabench bench/explore.lua front > $OUT/explore5_$pass.txt 2>&1
  timeout 150 build/pabench.head bench/explore.lua front > $OUT/explore5_head_$pass.txt 2>&1
done
timeout 120 build/pabench check --quick > $OUT/check5.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|front-loaded" $OUT/check5.txt | tail -3
