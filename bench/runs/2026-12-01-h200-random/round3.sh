# Round 3: check's new row as a script on the build before the fix and after
# it; the full matrix with the row; the suite against the one of the session's
# start (bench/runs/2026-12-01-h200-final/), with compare.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-12-01-h200-random
mkdir -p $OUT
for pass in 1 2; do
  for b in build/pabench.base build/pabench; do echo "$b pass $pass: $($b $D/holes.lua 2>&1 | tail -1)"; done
done
build/pabench check > $OUT/check.txt 2>&1
echo "check: exit $?"; grep -E "L2 cold|read bandwidth|-1 blocks|kernel runs" $OUT/check.txt; gzip $OUT/check.txt
PEAK_BASE=$D/base_peak.json.gz timeout 480 bash bench/gpu_round.sh peak > $OUT/peak_round.txt 2>&1
echo "peak round: exit $?"; tail -n 25 $OUT/peak_round.txt
