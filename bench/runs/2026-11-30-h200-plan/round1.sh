# Round 1: the planner's 128-token parts for any split sequence (src/plan.c,
# mma_splits): the split counts of the rule before and after on shapes around
# seed 001's 1 x 2048 (bench/explore.lua few), then the suite with its check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 build/pabench bench/explore.lua few > $OUT/explore_few.txt 2>&1; echo "explore rc $?"
timeout 420 bash bench/gpu_round.sh check triton peak > $OUT/round1.txt 2>&1; echo "round rc $?"
cut -c1-160 $OUT/explore_few.txt
tail -n 6 $OUT/round1.txt
cut -c1-250 $OUT/round/peak.txt | sed -n 1,60p
