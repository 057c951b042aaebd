# Round 6: eight held parts merged by the count at pages of 1 to 16 tokens
# (build/pabench.probe, splitheld_probe.patch: the tree's launches unless
# PA_PROBE_SH is set), bench/explore.lua splitheld_pages under the tree's
# launch and the probe's, alternating, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 150 build/pabench.probe bench/explore.lua splitheld_pages > $OUT/explore6_tree_$pass.txt 2>&1
  PA_PROBE_SH=1 PA_PROBE_NOCLUSTER=1 timeout 150 build/pabench.probe bench/explore.lua splitheld_pages > $OUT/explore6_shcount_$pass.txt 2>&1
done
for b in tree shcount; do echo "== $b"; cat $OUT/explore6_${b}_*.txt | awk '/MB,/{n=$0; sub(/:.*/,"",n)} /  layer /{k=n" | "$1" "$5; t[k]=t[k]" "$9; e[k]=$NF} END{for(k in t) print k":"t[k]"  err "e[k]}' | sort; done
cd $OUT && tar czf round6.tar.gz explore6_* && rm explore6_*
