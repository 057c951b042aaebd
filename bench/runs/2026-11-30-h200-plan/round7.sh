# Round 7: eight warps of three ring slots (deep8.patch: chunk 128 as three
# slots, build/pabench.cand) against the default two, on the long configs
# (bench/explore.lua deep8); the candidate's check first.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 200 build/pabench.cand check > $OUT/deep8_check.txt 2>&1; echo "check rc $?"
grep -E "kernel runs" $OUT/deep8_check.txt
timeout 300 build/pabench.cand bench/explore.lua deep8 > $OUT/explore_deep8.txt 2>&1; echo "explore rc $?"
cut -c1-150 $OUT/explore_deep8.txt
