# Round 12: the committed tree with the rule at groups 1 to 4: the full check,
# the seed's Triton kernels and SDPA (alone and as layers), the peak.lua suite;
# then bench/explore.lua four3g1 and four3 on the same build (auto against the
# launch it chose before the rule).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round12.txt 2>&1; echo "round rc $?"
timeout 150 build/pabench bench/explore.lua four3g1 four3 > $OUT/explore12.txt 2>&1
grep -E 'runs of|kernel runs over' $OUT/round/check.txt
tail -n 62 $OUT/round12.txt | cut -c1-330
grep -E 'auto  |MB, ' $OUT/explore12.txt | cut -c1-90
