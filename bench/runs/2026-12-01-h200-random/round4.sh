# Round 4: the random check as committed (some configurations as layers)
# over seeds from 31 on, for about four minutes; then the nine scenarios.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
mkdir -p $OUT
start=$(date +%s); seed=31
while [ $(( $(date +%s) - start )) -lt 240 ]; do
  $B check --random 200 --seed $seed > $OUT/random_seed$seed.txt 2>&1
  echo "random seed $seed: exit $? $(grep -E 'kernel runs over' $OUT/random_seed$seed.txt)"
  grep -E '^(FAIL|ERROR)' $OUT/random_seed$seed.txt | head -5
  seed=$((seed + 1))
done
(cd $OUT && tar czf random.tar.gz random_seed*.txt && rm random_seed*.txt)
OUT=$OUT timeout 300 bash bench/gpu_round.sh scenarios > $OUT/scenarios.txt 2>&1
echo "scenarios: exit $?"; grep -E "exit" $OUT/scenarios.txt
