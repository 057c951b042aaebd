# Round 15: thread 0 of partition 0 pauses between polls (__nanosleep 200 ns: p200, the
# build as pabench; 500 ns: p500), since more polling read slower in rounds 9, 10 and 14:
# check p200, then base / p200 / p500 alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device15.txt 2>&1
timeout 200 build/pabench check > $OUT/pause_check.txt 2>&1; echo "check rc $?"; tail -n 2 $OUT/pause_check.txt
P="16x256,8x512"
for i in 1 2 3 4; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/pause_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua p200 "$P" >> $OUT/pause_ab.txt 2>&1
  timeout 60 build/pabench.p500 bench/ab.lua p500 "$P" >> $OUT/pause_ab.txt 2>&1
done
sort -k2,3 -s $OUT/pause_ab.txt | cut -c1-100
