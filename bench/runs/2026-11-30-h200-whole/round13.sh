# Round 13: the candidate: the planner keeps a sequence of up to 256 tokens
# whole at any group (group 16 added; round 12: 8 x 256 4.92 us whole against
# 7.05 in 2 parts). The quick check (its whole-sequence row now with group 16),
# then bench/explore.lua g16whole, one pass.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 build/pabench check --quick > $OUT/check13.txt 2>&1; echo "check: exit $?"
grep -E 'runs of|kernel runs over' $OUT/check13.txt | tail -2
timeout 60 build/pabench bench/explore.lua g16whole > $OUT/explore13.txt 2>&1
sed -E 's/ +/ /g; s/ own tables [0-9.]+ us//; s/: [0-9.]+ MB, [0-9]+ layers//; s/ iso.*//; s/threads - //; s/ chunk -//' $OUT/explore13.txt
