# Round 2: the planner rule refitted to round 1 (a cluster's parts kept unless group 2's
# 128-token parts fill nearly every SM): the same shapes and four more it was not
# fitted to (bench/explore.lua few), then the suite with its check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 build/pabench bench/explore.lua few > $OUT/explore_few.txt 2>&1; echo "explore rc $?"
timeout 420 bash bench/gpu_round.sh check triton peak > $OUT/round2.txt 2>&1; echo "round rc $?"
cut -c1-160 $OUT/explore_few.txt
tail -n 6 $OUT/round2.txt
cut -c1-250 $OUT/round/peak.txt | sed -n 1,60p
