# Round 6: the flagged merge as committed (only partitions a ring fill holds): check, base / flagged
# alternating, then the suite with Triton and SDPA (bench/gpu_round.sh triton peak) into $OUT/round.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device6.txt 2>&1
timeout 240 build/pabench check > $OUT/flagged6_check.txt 2>&1; echo "check rc $?"; tail -n 6 $OUT/flagged6_check.txt
for i in 1 2; do
  timeout 150 build/pabench.base bench/ab.lua base >> $OUT/flagged6_ab.txt 2>&1
  timeout 150 build/pabench bench/ab.lua flag >> $OUT/flagged6_ab.txt 2>&1
done
sort -k2,3 -s $OUT/flagged6_ab.txt | cut -c1-90
timeout 330 bash bench/gpu_round.sh triton peak > $OUT/round6_suite.txt 2>&1; echo "suite rc $?"
tail -n 50 $OUT/round6_suite.txt | cut -c1-250
