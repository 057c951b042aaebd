# Round 2: the fourth step of a 256-token part held in registers before the
# release (PA_HELD=1 with PA_STAGES=3 in the PA_PROBE_STAGES build,
# pabench.probe), against auto; explore four4, two passes. The probe build's
# quick check with neither switch (the tree's paths with the refactored copy).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 build/pabench.probe check --quick > $OUT/check2.txt 2>&1; echo "check: exit $?"
for pass in 1 2; do
  PA_STAGES=3 PA_HELD=1 timeout 250 build/pabench.probe bench/explore.lua four4 > $OUT/explore2_held_$pass.txt 2>&1
done
grep -E 'kernel runs' $OUT/check2.txt
for f in $OUT/explore2_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/threads 128 splits/4w/; s/own tables/own/' $f; done
