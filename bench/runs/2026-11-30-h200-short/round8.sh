# Round 8: the same parts as round 7 in six warps of two slots (the launch's own
# warp rule for them: two CTAs an SM too, two steps a warp), against four warps of
# three slots (PA_STAGES=3) in the same session. bench/explore.lua two6 and two.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 150 build/pabench.probe bench/explore.lua two6 > $OUT/explore8_six_$pass.txt 2>&1
  PA_STAGES=3 timeout 250 build/pabench.probe bench/explore.lua two > $OUT/explore8_four_$pass.txt 2>&1
done
for f in $OUT/explore8_*; do echo "== $(basename $f)"; grep -v '^kv4\|1x3500\|^g8' $f | cut -c1-100; done
