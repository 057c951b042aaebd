# Round 14: what the merge costs a front-loaded layer: a timing-only build
# whose front-loaded CTAs write their partials and leave, with no count and no
# merge (build/pabench.probe, `no_merge.patch`; wrong answers by design),
# against the committed tree (build/pabench, a716f2b); bench/explore.lua front,
# `auto` alone, both builds, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 150 build/pabench.probe bench/explore.lua front > $OUT/explore14_nomerge_$pass.txt 2>&1
  timeout 150 build/pabench bench/explore.lua front > $OUT/explore14_tree_$pass.txt 2>&1
done
