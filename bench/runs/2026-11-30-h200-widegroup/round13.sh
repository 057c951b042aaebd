# Round 13: the candidate (build/pabench): at most 16 parts a sequence of a
# uniform batch unless parts would pass 1024 tokens. bench/explore.lua
# fewkva (`auto` alone over round 12's grid, and four-kv-head shapes the cap
# changes against their old split), candidate and the committed tree
# (build/pabench.head, 09cd09e); then the quick check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 200 build/pabench bench/explore.lua fewkva > $OUT/explore13.txt 2>&1
timeout 200 build/pabench.head bench/explore.lua fewkva > $OUT/explore13_head.txt 2>&1
timeout 200 build/pabench check --quick > $OUT/check13.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL" $OUT/check13.txt | tail -3
