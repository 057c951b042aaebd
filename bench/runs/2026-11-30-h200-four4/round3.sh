# Round 3: the held step's merges (bench/explore.lua four4m, PA_STAGES=3):
# counted (PA_HELD=1), a cluster (PA_HELD=2, up to 8 parts), flagged (PA_HELD=3,
# up to 4 parts); two passes each, interleaved.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  for m in 1 2 3; do
    PA_STAGES=3 PA_HELD=$m timeout 150 build/pabench.probe bench/explore.lua four4m > $OUT/explore3_m${m}_$pass.txt 2>&1
  done
done
for f in $OUT/explore3_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/threads 128 splits/4w/; s/own tables/own/; s/ chunk (64|-)//; s/threads - splits 1//' $f; done
