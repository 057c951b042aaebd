# Round 11: the review's commit (the launch's two whole-sequence rules through
# one `whole_in_half` test; device code unchanged, its PTX the same): the quick
# check, then one pass each of bench/explore.lua whole, held8w and d64w2 (`auto`
# against rounds 6, 8 and 10).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 build/pabench check --quick > $OUT/check11.txt 2>&1; echo "check: exit $?"
grep -E 'runs of|kernel runs over' $OUT/check11.txt | tail -2
timeout 100 build/pabench bench/explore.lua whole held8w d64w2 > $OUT/explore11.txt 2>&1
grep -E 'MB|auto ' $OUT/explore11.txt | sed -E 's/ +/ /g; s/: [0-9.]+ MB.*auto: / /; s/.*auto .* layer ([0-9.]+) us.*/\1/' | paste - - | tr '\n' ';'
