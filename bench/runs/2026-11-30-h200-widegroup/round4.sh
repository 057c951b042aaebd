# Round 4: the candidate (build/pabench): wide_group_parts, the planner's
# parts for CTAs of more than 4 heads in a grid of whole sequences of an
# eighth to half of the SMs. bench/explore.lua gwide (`auto` against whole and
# 2 to 4 parts), candidate and last commit (build/pabench.head), two passes;
# then the full check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua gwide > $OUT/explore4_$pass.txt 2>&1
  timeout 200 build/pabench.head bench/explore.lua gwide > $OUT/explore4_head_$pass.txt 2>&1
done
timeout 300 build/pabench check > $OUT/check4.txt 2>&1; echo "check: exit $?"
grep -E "runs of|kernel runs|FAIL" $OUT/check4.txt | tail -12
