# Round 14: thread 0 of partition 0 keeps two polls in flight half a round trip apart
# (a read, 256 ns asleep, a second read; each re-asked as soon as it is checked): check,
# then base / twopoll alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device14.txt 2>&1
timeout 200 build/pabench check > $OUT/twopoll_check.txt 2>&1; echo "check rc $?"; tail -n 2 $OUT/twopoll_check.txt
P="16x256,8x512,32x128"
for i in 1 2 3 4; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/twopoll_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua twopoll "$P" >> $OUT/twopoll_ab.txt 2>&1
done
sort -k2,3 -s $OUT/twopoll_ab.txt | cut -c1-100
