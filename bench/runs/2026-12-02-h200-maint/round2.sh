set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-12-02-h200-maint
B=build/pabench
$B --version
$B check --quick > $OUT/check_quick.txt 2>&1; echo "check --quick exit $?"; grep -E 'SM clock|L2 cold|read bandwidth|kernel runs over' $OUT/check_quick.txt
for pass in 1 2; do
  PABENCH_SM_CLOCK=0 $B $D/clock_ab.lua >> $OUT/clock_ab.txt 2>&1
  $B $D/clock_ab.lua >> $OUT/clock_ab.txt 2>&1
done
cat $OUT/clock_ab.txt
timeout 200 $B scenarios/peak.lua --quick --json $OUT/peak_quick.json > $OUT/peak_quick.txt 2>&1; echo "peak --quick exit $?"
head -8 $OUT/peak_quick.txt; grep -c 'SM clock' $OUT/peak_quick.txt
