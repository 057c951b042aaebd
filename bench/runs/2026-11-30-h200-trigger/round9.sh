# Round 9: the session's last tree (kernels as the ring round left them; the
# command line's and scenarios' checks tightened): bench/gpu_round.sh check
# triton peak, and the scenario errors this round added, on the GPU build.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for bad in "--suite seed0001" "--splits 300" "--iters 0"; do
  build/pabench scenarios/peak.lua $bad > /dev/null 2> $OUT/err.txt; echo "peak $bad: rc $? $(cat $OUT/err.txt)"
done
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round.txt 2>&1; echo "round rc $?"
tail -n 60 $OUT/round.txt | cut -c1-250
