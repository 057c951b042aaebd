# Round 8: the planner takes one part fewer where the launch front-loads both
# counts (build/pabench) against the committed rule (build/pabench.head,
# 0b040fa): bench/explore.lua front, `auto` alone, both builds, three passes;
# then the quick check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2 3; do
  timeout 150 build/pabench bench/explore.lua front > $OUT/explore8_$pass.txt 2>&1
  timeout 150 build/pabench.head bench/explore.lua front > $OUT/explore8_head_$pass.txt 2>&1
done
timeout 120 build/pabench check --quick > $OUT/check8.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|front-loaded" $OUT/check8.txt | tail -3
