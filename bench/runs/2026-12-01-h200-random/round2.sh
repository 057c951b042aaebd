# Round 2: the fix for a newest row under a -1 block (kernels/mma_decode.cu):
# the failing configurations of round 1 again, the random check over seeds 1
# to 30, the full matrix, then base (ce5c023) and candidate side by side.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
mkdir -p $OUT
{ date -u; nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv; $B --version; } > $OUT/device.txt 2>&1
# round 1's first failures, each alone, on both builds
for cfg in "178 63" "40 64" "3 66" "71 68"; do
  set -- $cfg
  for b in build/pabench.base $B; do
    echo "$b #$1 seed $2: $($b check --random 1 --start $1 --seed $2 | grep -E 'kernel runs over')"
  done
done
start=$(date +%s)
for seed in $(seq 1 30); do
  $B check --random 200 --seed $seed > $OUT/random_seed$seed.txt 2>&1
  echo "random seed $seed: exit $? $(grep -E 'kernel runs over' $OUT/random_seed$seed.txt)"
  grep -E '^(FAIL|ERROR)' $OUT/random_seed$seed.txt | head -5
done
echo "random: $(( $(date +%s) - start )) s"
$B check > $OUT/check.txt 2>&1
echo "check: exit $?"; grep -E "L2 cold|read bandwidth|kernel runs" $OUT/check.txt
CHECK=0 OUT=$OUT bash bench/ab_round.sh newest build/pabench.base $B "2x60,16x256,8x512,long 1x4096,1x16384,long 1x65536,gqa16,64x4096" 3
cd $OUT && tar czf random.tar.gz random_seed*.txt && rm random_seed*.txt && gzip check.txt
