# Round 9: with the words row by row, every thread of partition 0 polls its own words
# (no thread-0 poll and barrier first; in the old layout this lost, flagged round 1):
# check, then base / allpoll alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device9.txt 2>&1
timeout 200 build/pabench check > $OUT/allpoll_check.txt 2>&1; echo "check rc $?"; tail -n 2 $OUT/allpoll_check.txt
P="16x256,8x512,4x2048,32x128"
for i in 1 2 3; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/allpoll_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua allpoll "$P" >> $OUT/allpoll_ab.txt 2>&1
done
sort -k2,3 -s $OUT/allpoll_ab.txt | cut -c1-100
