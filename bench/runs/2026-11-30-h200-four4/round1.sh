# Round 1: parts of 256 tokens in four warps of three slots, two CTAs an SM
# (bench/explore.lua four4, PA_STAGES=3 in PA_PROBE_STAGES builds), the fourth step copied after the release from DRAM
# (the tree, pabench.tree) or from L2 (PA_L2_REST=1, pabench.l2); two passes.
set -u
export PA_STAGES=3 LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device1.txt 2>&1
PA_STAGES= timeout 120 build/pabench.l2 check --quick > $OUT/check1_l2.txt 2>&1; echo "check l2: exit $?"
for pass in 1 2; do
  for b in tree l2; do
    timeout 200 build/pabench.$b bench/explore.lua four4 > $OUT/explore1_${b}_$pass.txt 2>&1
  done
done
grep -E 'kernel runs' $OUT/check1_l2.txt
for f in $OUT/explore1_*; do echo "== $(basename $f)"; cut -c1-112 $f; done
