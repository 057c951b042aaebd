# Round 4: the front-loaded rule as committed next (build/pabench) against the
# tree before it (build/pabench.head, 875db87): the full check with the new
# row, then bench/explore.lua front (`auto` alone, both builds, two passes).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check4.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|front-loaded|257 to 384" $OUT/check4.txt | tail -5
for pass in 1 2; do
  timeout 120 build/pabench bench/explore.lua front > $OUT/explore4_$pass.txt 2>&1
  timeout 120 build/pabench.head bench/explore.lua front > $OUT/explore4_head_$pass.txt 2>&1
done
grep -E "^[^ ]|layer" $OUT/explore4_1.txt | cut -c1-100
grep -E "^[^ ]|layer" $OUT/explore4_head_1.txt | cut -c1-100
