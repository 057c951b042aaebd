# Round 10: every thread of partition 0 asks for its first quad's words at once, thread 0
# its poll words with them (one read, no spinning: where the others have written, that
# round trip is the whole wait): check, the SASS's loads, then base / ask alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device10.txt 2>&1
K=_ZN2pa17mma_decode_kernelI6__halfLi128ELi1ELb1ELb0EEEvNS_8AttnArgsE
/usr/local/cuda/bin/cuobjdump -sass -fun $K build/pabench 2>/dev/null | grep -n -E "STRONG|BAR.SYNC" > $OUT/ask_sass.txt; cut -c1-100 $OUT/ask_sass.txt | tail -30
timeout 200 build/pabench check > $OUT/ask_check.txt 2>&1; echo "check rc $?"; tail -n 2 $OUT/ask_check.txt
P="16x256,8x512,4x2048,32x128"
for i in 1 2 3; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/ask_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua ask "$P" >> $OUT/ask_ab.txt 2>&1
done
sort -k2,3 -s $OUT/ask_ab.txt | cut -c1-100
