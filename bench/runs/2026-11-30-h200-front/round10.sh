# Round 10: front-loaded launches whose last partition merges once the others
# have counted, the others counting without waiting for the count's return
# (build/pabench, `last_merges.patch`) against the committed tree
# (build/pabench.head, 87e4b8c): the full check, then bench/explore.lua front,
# `auto` alone, both builds, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check10.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|front-loaded" $OUT/check10.txt | tail -3
for pass in 1 2 3; do
  timeout 150 build/pabench bench/explore.lua front > $OUT/explore10_$pass.txt 2>&1
  timeout 150 build/pabench.head bench/explore.lua front > $OUT/explore10_head_$pass.txt 2>&1
done
