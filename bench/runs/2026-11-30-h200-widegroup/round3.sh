# Round 3: groups 8 and 16 at 512 to 1024 tokens in grids of an eighth to half
# of the SMs, every split count from 1 to 8 (bench/explore.lua gsplits), the
# candidate of round 1, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua gsplits > $OUT/explore3_$pass.txt 2>&1
done
tail -3 $OUT/explore3_2.txt
