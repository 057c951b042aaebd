# Round 7: the SASS of the committed row-by-row words (each word one 16-byte access), then
# the flagged merge instantiated for exactly two partitions where a sequence has two
# (no loads predicated off): check, base / exact alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device7.txt 2>&1
K=_ZN2pa17mma_decode_kernelI6__halfLi128ELi1ELb1ELb0EEEvNS_8AttnArgsE
/usr/local/cuda/bin/cuobjdump -sass -fun $K build/pabench.base 2>/dev/null | grep -n -E "STRONG" > $OUT/rows_sass.txt; cut -c1-100 $OUT/rows_sass.txt
timeout 200 build/pabench check > $OUT/exact_check.txt 2>&1; echo "check rc $?"; tail -n 2 $OUT/exact_check.txt
P="16x256,8x512,4x2048,32x128"
for i in 1 2 3; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/exact_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua exact "$P" >> $OUT/exact_ab.txt 2>&1
done
sort -k2,3 -s $OUT/exact_ab.txt | cut -c1-100
