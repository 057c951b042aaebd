# Round 5: the session's last build: the full check, the mends on the cuda
# backend (edges.lua), the REPL fed through a pipe, then every scenario.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
B=build/pabench
$B check > $OUT/check.txt 2>&1
echo "check: exit $?"; grep -E "L2 cold|read bandwidth|kernel runs" $OUT/check.txt
$B bench/runs/2026-12-01-h200-tools/edges.lua > $OUT/edges.txt 2>&1
echo "edges: exit $?"; cat $OUT/edges.txt
printf '\035\033s\nprint(pa.backend(), #pa.kernels())\n' | $B -i > $OUT/repl.txt 2>&1
echo "piped REPL: exit $?"; tail -2 $OUT/repl.txt
OUT=$OUT bash bench/gpu_round.sh scenarios > $OUT/scenarios.txt 2>&1
echo "scenarios: exit $?"; grep -E "exit" $OUT/scenarios.txt
rm -rf $OUT/round
