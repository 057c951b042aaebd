# Round 11: the launch string names the long partitions (build/pabench, the
# tree with front=N in `launch`): bench/runs/.../launch_names.lua, then
# scenarios/peak.lua --suite long --splits 8,16 (its `auto chose` column).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 60 build/pabench bench/runs/2026-11-30-h200-front/launch_names.lua 2>&1 | tee $OUT/names11.txt
timeout 200 build/pabench scenarios/peak.lua --suite long --splits 8,16 > $OUT/peak11_long.txt 2>&1; echo "peak: exit $?"
grep -E "^config|4096|MISSED" $OUT/peak11_long.txt | cut -c1-200 | head
