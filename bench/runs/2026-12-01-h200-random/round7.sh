# Round 7: memcheck over more random configurations, seeds 202 on, 100 each,
# for about four minutes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
start=$(date +%s); seed=202
while [ $(( $(date +%s) - start )) -lt 230 ]; do
  compute-sanitizer --tool memcheck --error-exitcode 99 --print-limit 40 \
    build/pabench check --random 100 --seed $seed > $OUT/memcheck_seed$seed.txt 2>&1
  echo "memcheck seed $seed: exit $? $(grep -E 'kernel runs over' $OUT/memcheck_seed$seed.txt | head -1) $(grep -E 'ERROR SUMMARY' $OUT/memcheck_seed$seed.txt | tail -1)"
  seed=$((seed + 1))
done
(cd $OUT && tar czf memcheck.tar.gz memcheck_seed*.txt && rm memcheck_seed*.txt)
