# Round 2: the random conformance check over new seeds, three streams at once
# (seeds 401.., 501.., 601.., batches of 100 configurations, five host threads
# each, about 4.5 minutes), and a fourth under compute-sanitizer's memcheck
# (seeds 701.., batches of 20).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
mkdir -p $OUT
{ date -u; nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv; $B --version; } > $OUT/device.txt 2>&1
stream() { # first seed, batch, prefix command...
  local seed=$1 n=$2; shift 2
  local start=$(date +%s)
  while [ $(( $(date +%s) - start )) -lt 270 ]; do
    "$@" $B check --random $n --seed $seed > $OUT/random_seed$seed.txt 2>&1
    echo "random seed $seed: exit $? $(grep -E 'kernel runs over' $OUT/random_seed$seed.txt) $(grep -E 'ERROR SUMMARY' $OUT/random_seed$seed.txt)"
    grep -E '^(FAIL|ERROR)' $OUT/random_seed$seed.txt | head -5
    seed=$((seed + 1))
  done
}
export OMP_NUM_THREADS=4
stream 401 100 env > $OUT/s401.log &
stream 501 100 env > $OUT/s501.log &
stream 601 100 env > $OUT/s601.log &
stream 701 20 compute-sanitizer --tool memcheck --error-exitcode 99 --print-limit 20 > $OUT/s701.log &
wait
cat $OUT/s*.log
(cd $OUT && tar czf random.tar.gz random_seed*.txt && rm random_seed*.txt)
echo "seeds: $(cat $OUT/s*.log | grep -c '^random seed'), exits nonzero: $(cat $OUT/s*.log | grep '^random seed' | grep -vc 'exit 0 ')"
cat $OUT/s*.log | grep -oE '[0-9]+ kernel runs over [0-9]+ configurations[^:]*: [0-9]+ failed' | awk '{r+=$1; c+=$5; f+=$(NF-1)} END {print r " runs over " c " configurations, " f " failed"}'
