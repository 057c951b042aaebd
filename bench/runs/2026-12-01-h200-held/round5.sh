# Round 5: round 2 done right. build/pabench.noheld2 (noheld2.patch, timing
# only: the held step's registers are all read, so its bytes are waited for,
# and neither stored nor computed) against build/pabench.tree, alternating,
# three passes of bench/explore.lua heldup.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device5.txt 2>&1
build/pabench.tree -e 'print(string.format("read bandwidth %.1f GB/s", pa.read_bandwidth()))' | tee -a $OUT/device5.txt
for pass in 1 2 3; do
  timeout 100 build/pabench.tree bench/explore.lua heldup > $OUT/explore5_tree_$pass.txt 2>&1
  timeout 100 build/pabench.noheld2 bench/explore.lua heldup > $OUT/explore5_noheld2_$pass.txt 2>&1
done
for b in tree noheld2; do echo "== $b"; cat $OUT/explore5_${b}_*.txt | awk '/MB,/{n=$0; sub(/:.*/,"",n)} /layer/{t[n]=t[n]" "$9; p[n]=p[n]" "$11} END{for(k in t) print k":"t[k]"  %"p[k]}' | sort; done
cd $OUT && tar czf round5.tar.gz explore5_* device5.txt && rm explore5_*
