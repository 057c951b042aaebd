# Round 7: the committed tree (594c3a5): `auto` over the wide-group sets once
# more (bench/explore.lua gwide and gfew), then the full check and the suite
# with the seed's Triton and SDPA (bench/gpu_round.sh check triton peak).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 200 build/pabench bench/explore.lua gwide > $OUT/explore7_gwide.txt 2>&1
timeout 200 build/pabench bench/explore.lua gfew > $OUT/explore7_gfew.txt 2>&1
OUT=$OUT timeout 420 bash bench/gpu_round.sh check triton peak > $OUT/gpu_round7.txt 2>&1; echo "gpu_round: exit $?"
grep -E "groups 8 and 16|kernel runs|check:" $OUT/gpu_round7.txt $OUT/round/check.txt | tail -3
grep -E "^seed|^long 1x4096 |^gqa" $OUT/round/peak.txt | cut -c1-175
