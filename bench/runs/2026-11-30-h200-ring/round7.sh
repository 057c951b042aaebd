# Round 7: three ring slots for partitions of 257 to 384 tokens in a grid of
# one wave, and the planner's parts of up to 384 tokens (the candidate, built as
# build/pabench): the rule against the parts it replaces (bench/explore.lua
# deep), then bench/gpu_round.sh check triton peak.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 200 build/pabench bench/explore.lua deep > $OUT/explore_deep.txt 2>&1; echo "explore rc $?"
cut -c1-150 $OUT/explore_deep.txt
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round.txt 2>&1; echo "round rc $?"
tail -n 60 $OUT/round.txt | cut -c1-250
