# Round 7: the suite on the committed tree (front-loaded partitions):
# bench/gpu_round.sh check triton peak; then bench/explore.lua front and
# bench/ab.lua (every config) against the tree before (build/pabench.head,
# 875db87), two passes each.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
bash bench/gpu_round.sh check triton peak
for pass in 1 2; do
  timeout 150 build/pabench bench/explore.lua front > $OUT/explore7_$pass.txt 2>&1
  timeout 150 build/pabench.head bench/explore.lua front > $OUT/explore7_head_$pass.txt 2>&1
done
CHECK=0 bash bench/ab_round.sh ab7 build/pabench.head build/pabench . 2 > $OUT/ab7_summary.txt
