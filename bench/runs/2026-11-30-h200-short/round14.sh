# Round 14: the review's commit (the same launches, the timing loops shared):
# quick check; auto on four shapes the four-warp rule takes (their times as in
# round 12); seed_triton.py and harness_floor.py through the shared loop.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 100 build/pabench check --quick > $OUT/check14.txt 2>&1
echo "check rc $? $(grep -E 'kernel runs over' $OUT/check14.txt)"
timeout 120 build/pabench bench/ab.lua review '16x256,^long 1x4096$,1x3072,2x60' > $OUT/ab14.txt 2>&1
timeout 150 build/pabench bench/explore.lua four3g1 > $OUT/explore14.txt 2>&1
timeout 120 python3 bench/seed_triton.py --only "2x60,16x256" > $OUT/triton14.txt 2>&1; echo "triton rc $?"
timeout 90 python3 bench/harness_floor.py > $OUT/harness14.txt 2>&1; echo "harness rc $?"
cat $OUT/ab14.txt; grep -E 'auto  ' $OUT/explore14.txt | cut -c1-80; cat $OUT/triton14.txt $OUT/harness14.txt | head -14
