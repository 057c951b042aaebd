# Round 3: the counted merge's rows in the output dtype at sixteen heads a CTA
# only (build/pabench; every other kernel's code as before) against 86e45c1
# (build/pabench.head): the full check of the candidate, bench/ab.lua on the
# group-16 and neighbouring configs, three passes, then bench/explore.lua
# g16rows, `auto` alone, both builds, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
bench/ab_round.sh g16rows build/pabench.head build/pabench "gqa16,gqa8,long 1x65536$,long 1x4096$" 3 > $OUT/ab3_summary.txt 2>&1
grep -E "kernel runs|FAIL" $OUT/g16rows_check.txt | tail -3
cat $OUT/ab3_summary.txt
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua g16rows > $OUT/explore3_$pass.txt 2>&1
  timeout 200 build/pabench.head bench/explore.lua g16rows > $OUT/explore3_head_$pass.txt 2>&1
done
for f in $OUT/explore3_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | sed "s/threads.*chunk  -  //" | cut -c1-100; done
