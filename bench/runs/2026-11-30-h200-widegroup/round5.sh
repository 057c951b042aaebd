# Round 5: the candidate (build/pabench): wide_group_parts whole up to 384
# tokens, parts of up to 256 tokens at 16 heads a CTA, whole up to 640.
# bench/explore.lua gwide, candidate and last commit (build/pabench.head), two
# passes; glong (groups 8 and 16 past 1024 tokens and at batches 1 and 2,
# every split count), two passes; then the full check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua gwide > $OUT/explore5_$pass.txt 2>&1
  timeout 200 build/pabench.head bench/explore.lua gwide > $OUT/explore5_head_$pass.txt 2>&1
  timeout 250 build/pabench bench/explore.lua glong > $OUT/explore5_long_$pass.txt 2>&1
done
timeout 300 build/pabench check > $OUT/check5.txt 2>&1; echo "check: exit $?"
grep -E "groups 8 and 16|kernel runs|FAIL" $OUT/check5.txt | tail -4
