# Round 5: the random check with the wider draws (batches to 512 sequences,
# 16 and 32 kv heads, scales 0.01 to 2) over seeds from 101 on, for about
# four and a half minutes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
mkdir -p $OUT
start=$(date +%s); seed=101
while [ $(( $(date +%s) - start )) -lt 270 ]; do
  $B check --random 100 --seed $seed > $OUT/random_seed$seed.txt 2>&1
  echo "random seed $seed: exit $? $(grep -E 'kernel runs over' $OUT/random_seed$seed.txt)"
  grep -E '^(FAIL|ERROR)' $OUT/random_seed$seed.txt | head -5
  seed=$((seed + 1))
done
(cd $OUT && tar czf random.tar.gz random_seed*.txt && rm random_seed*.txt)
