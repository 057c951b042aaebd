# Round 10: the flagged merge by the last partition to count (a relaxed count, no waiting on
# partition 0): check, then base (the tree: partition 0 merges) / last, alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device10.txt 2>&1
timeout 240 build/pabench check > $OUT/last_check.txt 2>&1; echo "check rc $?"; tail -n 6 $OUT/last_check.txt
for i in 1 2 3; do
  timeout 150 build/pabench.base bench/ab.lua base >> $OUT/last_ab.txt 2>&1
  timeout 150 build/pabench bench/ab.lua last >> $OUT/last_ab.txt 2>&1
done
sort -k2,3 -s $OUT/last_ab.txt | awk '{print $1, $2, $3, $4, $5, $(NF-5)}' | paste - - - - - -
