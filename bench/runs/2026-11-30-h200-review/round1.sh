# Round 1: the review's mends (one reserve() for the workspaces, one kernel
# choice and one occupancy cache in launch_mma, one polling helper in the
# flagged merge): check, then base / review alternating, then the suite.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 200 bash bench/gpu_round.sh check > $OUT/check1.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/check1.txt
P="2x60,1x512,8x128,16x256,8x512,32x128,4x2048,1x4096,8x2048,1x65536,D64"
for i in 1 2; do
  timeout 80 build/pabench.base bench/ab.lua base "$P" >> $OUT/review_ab.txt 2>&1
  timeout 80 build/pabench bench/ab.lua review "$P" >> $OUT/review_ab.txt 2>&1
done
sort -k2,3 -s $OUT/review_ab.txt | cut -c1-100
timeout 280 bash bench/gpu_round.sh triton peak > $OUT/suite1.txt 2>&1; echo "suite rc $?"
sed -n 1,60p $OUT/round/peak.txt | cut -c1-250
