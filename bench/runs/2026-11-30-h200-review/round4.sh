# Round 4: the flagged words as relaxed .gpu-scope accesses instead of volatile
# (.sys) ones: check, the SASS of the words' stores and loads, then base / gpu
# alternating on the configs that take the flagged merge, beside controls.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device4.txt 2>&1
timeout 200 build/pabench check > $OUT/gpu_check.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/gpu_check.txt
K=_ZN2pa17mma_decode_kernelI6__halfLi128ELi1ELb1ELb0EEEvNS_8AttnArgsE
/usr/local/cuda/bin/cuobjdump -sass -fun $K build/pabench | grep -E "STG.E.128|LDG.E.128" > $OUT/gpu_sass.txt; grep -c "STRONG.GPU" $OUT/gpu_sass.txt; head -4 $OUT/gpu_sass.txt
P="2x60,16x256,8x512,32x128,4x2048,1x4096"
for i in 1 2 3 4; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/gpu_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua gpu "$P" >> $OUT/gpu_ab.txt 2>&1
done
sort -k2,3 -s $OUT/gpu_ab.txt | cut -c1-100
