# Round 1: parts of 385 to 512 tokens held on chip in a grid of at most half the
# SMs (build/pabench.probe, PA_PROBE: the tree's launches unless PA_PROBE_SH is
# set; PA_PROBE_NOCLUSTER takes the counted merge instead of the cluster's):
# bench/explore.lua splitheld under the three settings, alternating, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device.txt 2>&1
for pass in 1 2; do
  timeout 100 build/pabench.probe bench/explore.lua splitheld > $OUT/explore1_tree_$pass.txt 2>&1
  PA_PROBE_SH=1 timeout 100 build/pabench.probe bench/explore.lua splitheld > $OUT/explore1_sh_$pass.txt 2>&1
  PA_PROBE_SH=1 PA_PROBE_NOCLUSTER=1 timeout 100 build/pabench.probe bench/explore.lua splitheld > $OUT/explore1_shcount_$pass.txt 2>&1
  PA_PROBE_NOCLUSTER=1 timeout 100 build/pabench.probe bench/explore.lua splitheld > $OUT/explore1_count_$pass.txt 2>&1
done
for f in $OUT/explore1_*_1.txt; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //; s/; auto.*//' $f | cut -c1-100; done
