# Round 8: the committed tree with both rules (the held step; head_dim 64's
# eight warps of three slots): gpu_round.sh check triton peak, the suite as the
# README quotes it.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round8.txt 2>&1; echo "round rc $?"
grep -E 'runs of|kernel runs over' $OUT/round/check.txt
tail -n 62 $OUT/round8.txt | cut -c1-330
