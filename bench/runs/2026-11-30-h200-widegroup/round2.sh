# Round 2: groups 8 and 16 whole against `auto`'s parts over the batches of a
# grid of an eighth to half of the SMs, 384 to 896 tokens (bench/explore.lua
# wholeg3), the candidate of round 1 and the last commit, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 120 build/pabench bench/explore.lua wholeg3 > $OUT/explore2_$pass.txt 2>&1
  timeout 120 build/pabench.head bench/explore.lua wholeg3 > $OUT/explore2_head_$pass.txt 2>&1
done
tail -3 $OUT/explore2_2.txt
