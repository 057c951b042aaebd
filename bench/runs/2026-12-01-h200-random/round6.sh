# Round 6: compute-sanitizer's memcheck over random configurations (seed 201):
# an access out of bounds need not show as a wrong answer.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 330 compute-sanitizer --tool memcheck --error-exitcode 99 --print-limit 40 \
  build/pabench check --random 40 --seed 201 > $OUT/memcheck_random.txt 2>&1
echo "memcheck over check --random 40 --seed 201: exit $?"
grep -E 'kernel runs over|ERROR SUMMARY|^FAIL|^ERROR' $OUT/memcheck_random.txt | head
tail -3 $OUT/memcheck_random.txt
