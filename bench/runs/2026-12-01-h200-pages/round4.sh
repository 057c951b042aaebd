# Round 4: the row-addressing build (build/pabench) under more than the matrix:
# compute-sanitizer's memcheck over `check --quick` and over one launch down
# each kernel path, beside `check --random` over seeds never drawn before, two
# streams at once (seeds 1001.., 1101.., batches of 100), about four minutes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
mkdir -p $OUT
S="compute-sanitizer --tool memcheck --error-exitcode 99 --print-limit 40"
stream() { # first seed
  local seed=$1 start=$(date +%s)
  while [ $(( $(date +%s) - start )) -lt 220 ]; do
    $B check --random 100 --seed $seed > $OUT/random_seed$seed.txt 2>&1
    echo "random seed $seed: exit $? $(grep -E 'kernel runs over' $OUT/random_seed$seed.txt)"
    grep -E '^(FAIL|ERROR)' $OUT/random_seed$seed.txt | head -5
    seed=$((seed + 1))
  done
}
export OMP_NUM_THREADS=5
stream 1001 > $OUT/s1001.log &
stream 1101 > $OUT/s1101.log &
{
  timeout 150 $S $B check --quick > $OUT/memcheck_quick.txt 2>&1
  echo "memcheck (check --quick): exit $?, $(grep -E 'ERROR SUMMARY' $OUT/memcheck_quick.txt), $(grep -E 'kernel runs over' $OUT/memcheck_quick.txt)"
  timeout 90 $S $B bench/sanitize_paths.lua > $OUT/memcheck_paths.txt 2>&1
  echo "memcheck (bench/sanitize_paths.lua): exit $?, $(grep -E 'ERROR SUMMARY' $OUT/memcheck_paths.txt)"
} > $OUT/memcheck.log &
wait
cat $OUT/memcheck.log $OUT/s*.log
(cd $OUT && tar czf random.tar.gz random_seed*.txt && rm random_seed*.txt)
echo "seeds: $(cat $OUT/s*.log | grep -c '^random seed'), exits nonzero: $(cat $OUT/s*.log | grep '^random seed' | grep -vc 'exit 0 ')"
cat $OUT/s*.log | grep -oE '[0-9]+ kernel runs over [0-9]+ configurations[^:]*: [0-9]+ failed' | awk '{r+=$1; c+=$5; f+=$(NF-1)} END {print r " runs over " c " configurations, " f " failed"}'
