# Round 10: the held rule capped at 8 parts (round 9: 15 and 16 parts lost at
# group 4): gpu_round.sh check triton peak on the committed tree, then one pass
# of bench/explore.lua held and held4k.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round10.txt 2>&1; echo "round rc $?"
timeout 240 build/pabench bench/explore.lua held held4k > $OUT/explore10.txt 2>&1
grep -E 'runs of|kernel runs over' $OUT/round/check.txt
tail -n 62 $OUT/round10.txt | cut -c1-250
grep -E 'auto  |MB, |splits' $OUT/explore10.txt | sed -E 's/ +/ /g; s/own tables/own/' | cut -c1-100
