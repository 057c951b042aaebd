# The suite on the tree as it stands (afaa130): no H200 has run it since the
# groups round's two-level merge past 32 partitions. The merge round's round 3
# with the tree's own build as its candidate: racecheck and synccheck over the
# two-level cases, `check --random 200` on a seed no round has drawn, the
# whole `pabench check`, and on an H200 the suite with Triton and SDPA beside
# it, held against the warps round's suite (build/peak_base.json.gz). Carry
# build/pabench_head.gz (`make`, then `gzip -c build/pabench`), build/lua and
# build/peak_base.json.gz.
set -u
mkdir -p $OUT/suite
OUT=$OUT/suite CAND=build/pabench_head.gz LIMIT=${LIMIT:-560} bash bench/runs/2026-12-07-h200-merge/round3.sh
tar -C $OUT -czf $OUT/suite.tar.gz suite && rm -rf $OUT/suite
