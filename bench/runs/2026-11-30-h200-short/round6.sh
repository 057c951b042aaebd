# Round 6: 1 x 4096 in CTAs of two to four warps that hold their partition whole
# (three ring slots a warp, PA_STAGES=3 in the probe build, stages.patch), two to
# four CTAs an SM; against the same launches at two slots and auto. bench/explore.lua
# two4096, alternating, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  PA_STAGES=3 timeout 120 build/pabench.probe bench/explore.lua two4096 > $OUT/explore6_s3_$pass.txt 2>&1
  timeout 120 build/pabench.probe bench/explore.lua two4096 > $OUT/explore6_s2_$pass.txt 2>&1
done
for f in $OUT/explore6_*; do echo "== $(basename $f)"; cut -c1-140 $f; done
