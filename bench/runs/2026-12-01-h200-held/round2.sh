# Round 2: the held step's cost after the release. build/pabench.noheld
# (PA_PROBE_NOHELD, timing only: the step held in registers is neither stored
# to shared memory nor computed) against build/pabench.tree, alternating,
# three passes of bench/explore.lua heldup.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device2.txt 2>&1
for pass in 1 2 3; do
  timeout 100 build/pabench.tree bench/explore.lua heldup > $OUT/explore2_tree_$pass.txt 2>&1
  timeout 100 build/pabench.noheld bench/explore.lua heldup > $OUT/explore2_noheld_$pass.txt 2>&1
done
for b in tree noheld; do echo "== $b"; cat $OUT/explore2_${b}_*.txt | awk '/MB,/{n=$0; sub(/:.*/,"",n)} /layer/{t[n]=t[n]" "$9} END{for(k in t) print k":"t[k]}' | sort; done
cd $OUT && tar czf round2.tar.gz explore2_* device2.txt && rm explore2_*
