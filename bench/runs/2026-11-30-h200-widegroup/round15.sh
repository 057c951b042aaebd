# Round 15: the candidate (build/pabench): an uneven batch whose tokens give
# each CTA slot under one round cuts its long sequence into parts of one
# round, up to 16. bench/explore.lua unevena (`auto` alone), candidate and the
# committed tree (build/pabench.head, 727a786), two passes; then the quick
# check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 100 build/pabench bench/explore.lua unevena > $OUT/explore15_$pass.txt 2>&1
  timeout 100 build/pabench.head bench/explore.lua unevena > $OUT/explore15_head_$pass.txt 2>&1
done
timeout 120 build/pabench check --quick > $OUT/check15.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL" $OUT/check15.txt | tail -3
