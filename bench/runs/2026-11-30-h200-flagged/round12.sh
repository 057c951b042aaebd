# Round 12: the flagged kernels' SASS: the words must move as single 16-byte accesses.
set -u
CUOBJDUMP=$(command -v cuobjdump || ls /usr/local/cuda*/bin/cuobjdump 2>/dev/null | head -1)
echo "cuobjdump: $CUOBJDUMP"
$CUOBJDUMP -sass -fun '_ZN2pa17mma_decode_kernelI6__halfLi128ELi1ELb1EEEvNS_8AttnArgsE' build/pabench > $OUT/flagged_sass.txt 2>&1; echo "rc $?"
wc -l $OUT/flagged_sass.txt
grep -E "STRONG|\.SYS|\.GPU" $OUT/flagged_sass.txt | sed -E 's/^ *\/\*[0-9a-f]+\*\/ *//; s/ *\/\*.*//' | sort | uniq -c | sort -rn | head -20
grep -cE "LDG.E.128|STG.E.128" $OUT/flagged_sass.txt
gzip $OUT/flagged_sass.txt
