# Round 13: head_dim 64 below the on-chip size: four warps of three slots and
# eight of three (PA_STAGES=3 on the committed tree, as stages.patch: the
# pabench.probe build) against auto. bench/explore.lua hd64, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  PA_STAGES=3 timeout 200 build/pabench.probe bench/explore.lua hd64 > $OUT/explore13_$pass.txt 2>&1
done
for f in $OUT/explore13_*; do echo "== $(basename $f)"; cut -c1-118 $f; done
