# the session's last tree: the quick check, the suite at --quick with its verdicts, smoke
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
$B --version
$B check --quick > $OUT/check_quick.txt 2>&1; echo "check --quick exit $?"; grep -E 'SM clock|kernel runs over' $OUT/check_quick.txt
timeout 240 $B scenarios/peak.lua --quick --json $OUT/peak_quick.json --csv $OUT/peak_quick.csv > $OUT/peak_quick.txt 2>&1; echo "peak --quick exit $?"
grep -E '^(targets|auto|SM clock|x )' $OUT/peak_quick.txt
$B scenarios/smoke.lua --quick > $OUT/smoke.txt 2>&1; echo "smoke exit $?"; cat $OUT/smoke.txt
head -1 $OUT/peak_quick.csv
