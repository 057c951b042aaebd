# Round 3: up to 32 partitions merged in one round trip, two lanes a column quad
# (kernels/mma_decode.cu, merge_paired_partials), and the planner's 128-token
# parts up to 32 (1 x 4096 in 32). The candidate's check, then both builds
# alternating (bench/ab_round.sh), the split counts against each other in both
# builds (bench/explore.lua wide), and the candidate's suite.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 200 bash bench/ab_round.sh wide build/pabench.base build/pabench "1x4096,16x256,8x512,4x2048,2x60,1x16384" 3
for b in base cand; do
  bin=build/pabench; [ $b = base ] && bin=build/pabench.base
  timeout 90 $bin bench/explore.lua wide > $OUT/explore_wide_$b.txt 2>&1; echo "explore $b rc $?"
done
timeout 240 bash bench/gpu_round.sh triton peak > $OUT/round3.txt 2>&1; echo "round rc $?"
for b in base cand; do cut -c1-150 $OUT/explore_wide_$b.txt; done
tail -n 4 $OUT/round3.txt
grep -E "auto/best|4096|2048|MISSED" $OUT/round/peak.txt | cut -c1-250
