# Round 13: front-loaded launches whose long partitions count without waiting
# for the count's return, the last short one merging once they have
# (build/pabench, `long_counts.patch`) against the committed tree
# (build/pabench.head, e2ff85f): the full check, then bench/explore.lua front,
# `auto` alone, both builds, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check13.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|front-loaded" $OUT/check13.txt | tail -3
for pass in 1 2 3; do
  timeout 150 build/pabench bench/explore.lua front > $OUT/explore13_$pass.txt 2>&1
  timeout 150 build/pabench.head bench/explore.lua front > $OUT/explore13_head_$pass.txt 2>&1
done
