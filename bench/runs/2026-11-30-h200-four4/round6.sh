# Round 6: seed001 8 x 512 read a 9 % spread in round 5's suite. The held
# step's merges as distributions (spread.lua): the committed build (two parts
# flagged), a build merging them by the count (PA_PROBE_COUNTED) and one whose
# partition 0 sleeps 100 ns between polls (PA_PROBE_BACKOFF=100):
# merge_probes.patch.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for b in pabench pabench.counted pabench.backoff; do
  echo "== $b"
  timeout 180 build/$b bench/runs/2026-11-30-h200-four4/spread.lua 2>&1 | tee $OUT/spread6_$b.txt
done
