# Round 12: group 16 at 1 x 65536 in CTAs of 8 query heads (the probe build
# pabench.qs, qs.patch): bench/explore.lua g16 with PA_QS_CAP unset (the tree's
# 16 heads a CTA) and 8, two passes each; a quick check with the cap set.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
PA_QS_CAP=8 timeout 120 build/pabench.qs check --quick > $OUT/check12_qs8.txt 2>&1; echo "check: exit $?"
for pass in 1 2; do
  for c in 0 8; do
    PA_QS_CAP=$c timeout 150 build/pabench.qs bench/explore.lua g16 > $OUT/explore12_qs${c}_$pass.txt 2>&1
  done
done
grep -E 'kernel runs' $OUT/check12_qs8.txt
for f in $OUT/explore12_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/threads - //; s/ chunk -//' $f | cut -c1-110; done
