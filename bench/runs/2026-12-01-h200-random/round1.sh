# Round 1: the random conformance check on the cuda backend (batches of 200
# configurations, seeds 1, 2, ..., for about four minutes), the full matrix,
# Ctrl-C in a GPU timing loop, and the REPL on a pseudo-terminal.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-12-01-h200-random
B=build/pabench
mkdir -p $OUT
{ date -u; nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv; $B --version; } > $OUT/device.txt 2>&1
start=$(date +%s); seed=1
while [ $(( $(date +%s) - start )) -lt 230 ]; do
  $B check --random 200 --seed $seed > $OUT/random_seed$seed.txt 2>&1
  echo "random seed $seed: exit $? $(grep -E 'kernel runs over' $OUT/random_seed$seed.txt)"
  grep -E '^(FAIL|ERROR)' $OUT/random_seed$seed.txt | head -20
  seed=$((seed + 1))
done
$B check > $OUT/check.txt 2>&1
echo "check: exit $?"; grep -E "L2 cold|read bandwidth|kernel runs" $OUT/check.txt
python3 $D/interrupt.py $B > $OUT/interrupt.txt 2>&1; echo "interrupt: exit $?"; head -1 $OUT/interrupt.txt
python3 $D/repl_pty.py $B 160 > $OUT/repl_pty.txt 2>&1; echo "repl: exit $?"; cat $OUT/repl_pty.txt
cd $OUT && tar czf random.tar.gz random_seed*.txt && rm random_seed*.txt && gzip check.txt
