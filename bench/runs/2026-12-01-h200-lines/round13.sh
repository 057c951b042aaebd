# Round 13: the last read of the round's diff: the CUDA backend's release wait
# reads the clock the statistics core already has (pa_clock_monotonic), and the
# median and p90 come from one quantile function. Round 7's release probe and
# check --quick on that build.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round13
mkdir -p $R
sed -n '/cat > \$R\/probe.lua/,/^LUA$/p' bench/runs/2026-12-01-h200-lines/round7.sh | sed '1d;$d' > $R/probe.lua
$B $R/probe.lua release 2>&1 | tee $R/probe.txt
$B check --quick > $R/check_quick.txt 2>&1
echo "check --quick: exit $?; $(tail -n 2 $R/check_quick.txt | head -n 1)"
(cd $OUT && cp round13/probe.txt round13/check_quick.txt . && rm -rf round13)
