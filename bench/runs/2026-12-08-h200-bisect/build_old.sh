#!/bin/bash
# The builds round1.sh carries, made on the build machine from the repository
# root: each older commit built from its own tree (a worktree under /tmp) with
# SASS alone, gzipped with its own scenarios/auto.lua into build/old/, and the
# tree's own build as build/pabench_head.gz; build/peak_base.json.gz is the
# table's record. About 1.5 minutes a build on two cores.
set -eu
OLD="58b4fb4 49356f2 c11d28e 1f65549 894399d a1ab9a6 fadb35e 5208891"
root=$PWD
mkdir -p build/old
for c in $OLD; do
  wt=/tmp/pabench-wt-$c
  [ -d "$wt" ] || git worktree add -q --detach "$wt" "$c"
  (cd "$wt" && make -j"$(nproc)" all CUDA_ARCH=-gencode=arch=compute_90,code=sm_90 > build.log 2>&1) ||
    { echo "$c: make failed, see $wt/build.log" >&2; exit 1; }
  gzip -c "$wt/build/pabench" > "build/old/pabench_$c.gz"
  git show "$c:scenarios/auto.lua" > "build/old/auto_$c.lua"
  echo "$c: $(wc -c < "build/old/pabench_$c.gz") bytes"
done
make -C "$root" all > /dev/null && gzip -c build/pabench > build/pabench_head.gz
cp bench/runs/2026-12-04-h200-pair128/round8_suite/peak.json.gz build/peak_base.json.gz
du -cb build/old build/pabench_head.gz build/lua build/peak_base.json.gz | tail -n 1
