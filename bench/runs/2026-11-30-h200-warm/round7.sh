# Round 7: the two-step path laid out as the expected one (hint.patch,
# __builtin_expect), so that the code after the wait runs on in sequence; timed against
# the tree's build, alternating, three passes. Then the SASS of both builds' flagged
# and unsplit head_dim 128 kernels, to see where the compiler put each block.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device7.txt 2>&1
P="2x60,8x128,16x256,8x512,32x128,4x2048,1x4096"
for i in 1 2 3; do
  timeout 80 build/pabench bench/ab.lua base "$P" >> $OUT/hint_ab.txt 2>&1
  timeout 80 build/pabench.hint bench/ab.lua hint "$P" >> $OUT/hint_ab.txt 2>&1
done
sort -k1,1 -k2,3 -s $OUT/hint_ab.txt | awk '{k=$1" "$2" "$3; v[k]=v[k]" "$(NF-5)} END{for(k in v) print k, v[k]}' | sort -k2,3 -k1,1
for b in pabench pabench.hint; do
  for f in _ZN2pa17mma_decode_kernelI6__halfLi128ELi1ELb1ELb0EEEvNS_8AttnArgsE _ZN2pa17mma_decode_kernelI6__halfLi128ELi1ELb0ELb1EEEvNS_8AttnArgsE; do
    /usr/local/cuda/bin/cuobjdump -sass -fun $f build/$b 2>&1 | grep -v '^\s*$'
  done | gzip > $OUT/sass7_$b.txt.gz
  echo "$b sass lines: $(zcat $OUT/sass7_$b.txt.gz | wc -l)"
done
