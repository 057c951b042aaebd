# Round 3: the SASS of the fp16 head_dim 128 flagged kernel in both builds (base: the
# tree; wide: the flagged merge up to 16 partitions), to find where round 2's wide build
# loses its time.
set -u
K=_ZN2pa17mma_decode_kernelI6__halfLi128ELi1ELb1ELb0EEEvNS_8AttnArgsE
/usr/local/cuda/bin/cuobjdump -sass -fun $K build/pabench.base > $OUT/flagged_base.sass 2>&1; echo "base rc $?"
/usr/local/cuda/bin/cuobjdump -sass -fun $K build/pabench > $OUT/flagged_wide.sass 2>&1; echo "wide rc $?"
wc -l $OUT/*.sass
gzip $OUT/*.sass
