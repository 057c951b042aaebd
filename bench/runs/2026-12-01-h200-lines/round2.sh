# Round 2: the line copies (the tree at 41f79d2) under more than the matrix, as
# the pages round's call 4 put the change before them: `check --random` over
# seeds never drawn before, three streams at once (seeds 1401.., 1501..,
# 1601.., batches of 100), beside compute-sanitizer over one launch down each
# kernel path: memcheck, then racecheck (the held store and the newest row
# write shared memory through the new mapping). About four minutes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
mkdir -p $OUT
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
stream() { # first seed
  local seed=$1 start=$(date +%s)
  while [ $(( $(date +%s) - start )) -lt 210 ]; do
    $B check --random 100 --seed $seed > $OUT/random_seed$seed.txt 2>&1
    echo "random seed $seed: exit $? $(grep -E 'kernel runs over' $OUT/random_seed$seed.txt)"
    grep -E '^(FAIL|ERROR)' $OUT/random_seed$seed.txt | head -5
    seed=$((seed + 1))
  done
}
export OMP_NUM_THREADS=4
stream 1401 > $OUT/s1401.log &
stream 1501 > $OUT/s1501.log &
stream 1601 > $OUT/s1601.log &
{
  timeout 100 $S --tool memcheck $B bench/sanitize_paths.lua > $OUT/memcheck_paths.txt 2>&1
  echo "memcheck (bench/sanitize_paths.lua): exit $?, $(grep -E 'ERROR SUMMARY' $OUT/memcheck_paths.txt)"
  timeout 150 $S --tool racecheck --racecheck-report hazard $B bench/sanitize_paths.lua > $OUT/racecheck_paths.txt 2>&1
  echo "racecheck (bench/sanitize_paths.lua): exit $?, $(grep -E 'RACECHECK SUMMARY' $OUT/racecheck_paths.txt)"
} > $OUT/sanitize.log &
wait
cat $OUT/sanitize.log $OUT/s1*.log
(cd $OUT && tar czf random.tar.gz random_seed*.txt && rm random_seed*.txt)
echo "seeds: $(cat $OUT/s1*.log | grep -c '^random seed'), exits nonzero: $(cat $OUT/s1*.log | grep '^random seed' | grep -vc 'exit 0 ')"
cat $OUT/s1*.log | grep -oE '[0-9]+ kernel runs over [0-9]+ random configurations[^:]*: [0-9]+ failed' |
  awk '{r+=$1; c+=$5; f+=$(NF-1)} END {print r " runs over " c " configurations, " f " failed"}'
