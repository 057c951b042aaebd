# Round 6: a candidate (build/pabench, uncommitted): wide_group_parts also
# for grids of at most an eighth of the SMs at 1025 to 4096 tokens (parts of
# up to 384 tokens at 8 heads a CTA in at most one CTA an SM, of 256 at 16
# heads in at most three quarters of the SMs). bench/explore.lua gfew,
# candidate and the committed tree (build/pabench.head, 92af696), two passes;
# then the quick check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua gfew > $OUT/explore6_$pass.txt 2>&1
  timeout 200 build/pabench.head bench/explore.lua gfew > $OUT/explore6_head_$pass.txt 2>&1
done
timeout 200 build/pabench check --quick > $OUT/check6.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL" $OUT/check6.txt | tail -3
