# Round 1: partial rows kept normalised in the output dtype (build/pabench)
# against the tree before it (build/pabench.head, 86e45c1): the full check of
# the candidate, then bench/ab.lua over its 23 configs, both builds, three
# passes, alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv > $OUT/device.txt 2>&1
bench/ab_round.sh half build/pabench.head build/pabench "" 3 > $OUT/half_summary.txt 2>&1
grep -E "kernel runs|FAIL" $OUT/half_check.txt | tail -3
cat $OUT/half_summary.txt
