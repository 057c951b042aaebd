# Round 5: the committed tree with the held-step rule: the full check, the
# seed's Triton kernels and SDPA (alone and as layers), the peak.lua suite; then
# one more pass of bench/explore.lua held on the same build.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round5.txt 2>&1; echo "round rc $?"
timeout 200 build/pabench bench/explore.lua held > $OUT/explore5.txt 2>&1
grep -E 'runs of|kernel runs over' $OUT/round/check.txt
tail -n 62 $OUT/round5.txt | cut -c1-330
grep -E 'auto  |MB, |splits' $OUT/explore5.txt | sed -E 's/ +/ /g; s/own tables/own/' | cut -c1-100
