# Round 10: the candidate (build/pabench): wide_group_parts at head_dim 64.
# bench/explore.lua ghd64a (`auto` alone over round 9's head_dim 64 grid),
# candidate and the committed tree (build/pabench.head, 829c58e), two passes;
# then the full check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 120 build/pabench bench/explore.lua ghd64a > $OUT/explore10_$pass.txt 2>&1
  timeout 120 build/pabench.head bench/explore.lua ghd64a > $OUT/explore10_head_$pass.txt 2>&1
done
timeout 300 build/pabench check > $OUT/check10.txt 2>&1; echo "check: exit $?"
grep -E "groups 8 and 16|whole seq|kernel runs|FAIL" $OUT/check10.txt | tail -4
