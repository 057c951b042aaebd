# Round 1: what a CUDA tool leaves in the environment of the process it runs,
# and `pabench check` under compute-sanitizer, with --no-timing and plainly.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
B=build/pabench
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device.txt 2>&1
for t in "compute-sanitizer --tool memcheck" "ncu" "nsys profile -o $OUT/nsys_env --force-overwrite true"; do
  echo "== $t" >> $OUT/env.txt
  timeout 60 $t env 2>&1 | grep -E 'INJECTION|LD_PRELOAD|NSYS|NV_|SANITIZER|CUDA_' >> $OUT/env.txt
done
rm -f $OUT/nsys_env*
cat $OUT/env.txt
timeout 400 compute-sanitizer --tool memcheck --error-exitcode 99 --print-limit 40 $B check --quick > $OUT/memcheck.txt 2>&1
echo "memcheck check --quick: exit $?"; grep -E "L2 cold|read bandwidth|ERROR SUMMARY|kernel runs" $OUT/memcheck.txt
$B check --quick --no-timing > $OUT/notiming.txt 2>&1
echo "check --quick --no-timing: exit $?"; grep -E "L2 cold|read bandwidth|kernel runs" $OUT/notiming.txt
$B check --quick > $OUT/check_quick.txt 2>&1
echo "check --quick: exit $?"; grep -E "L2 cold|read bandwidth|kernel runs" $OUT/check_quick.txt
$B bench/runs/2026-12-01-h200-tools/edges.lua > $OUT/edges.txt 2>&1
echo "edges: exit $?"; cat $OUT/edges.txt
$B check > $OUT/check.txt 2>&1
echo "check: exit $?"; grep -E "L2 cold|read bandwidth|kernel runs" $OUT/check.txt
