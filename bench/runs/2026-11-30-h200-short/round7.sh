# Round 7: below the size where two layers' rings fit on chip, four warps of three
# slots (PA_STAGES=3, stages.patch), two CTAs an SM, in grids of at most one CTA
# an SM; against auto. bench/explore.lua two, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  PA_STAGES=3 timeout 250 build/pabench.probe bench/explore.lua two > $OUT/explore7_$pass.txt 2>&1
done
for f in $OUT/explore7_*; do echo "== $(basename $f)"; cut -c1-118 $f; done
