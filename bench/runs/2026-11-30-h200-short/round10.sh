# Round 10: the committed tree with the four-warp, three-slot rule: the full
# check (with its new row), the seed's Triton kernels and SDPA (alone and as
# layers), the peak.lua suite.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round10.txt 2>&1; echo "round rc $?"
grep -E 'runs of|kernel runs over' $OUT/round/check.txt
tail -n 60 $OUT/round10.txt | cut -c1-330
