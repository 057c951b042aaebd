# Round 10: the candidate (build/pabench): the planner's whole-sequence rule at
# head_dim 64 up to 256 tokens (round 9: 8 x 256 2.42-2.47 us whole against
# 3.45 in 2 parts). bench/explore.lua d64w2, `auto` of the last code commit
# (build/pabench.head) against the candidate, two passes; the full check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench.head bench/explore.lua d64w2 > $OUT/explore10_head_$pass.txt 2>&1
  timeout 60 build/pabench bench/explore.lua d64w2 > $OUT/explore10_new_$pass.txt 2>&1
done
for f in $OUT/explore10_*; do echo "== $(basename $f)"; grep -E 'MB|auto ' $f | sed -E 's/ +/ /g; s/: [0-9.]+ MB.*auto: / /; s/.*layer ([0-9.]+) us.*/\1/' | paste - - | tr '\n' ';'; echo; done
timeout 200 build/pabench check > $OUT/check10.txt 2>&1; echo "check: exit $?"
grep -E 'runs of|kernel runs over' $OUT/check10.txt | tail -3
