# Round 11: the whole suite, Triton and SDPA beside it, on the session's last
# build (the waits after large releases; the suite's first row, seed 000's
# 2 x 60, was timed right after the read bandwidth's 8 GiB buffer was
# released), held against call 1's suite on 41f79d2.
set -u
PEAK_BASE=bench/runs/2026-12-01-h200-lines/round1/peak.json.gz bench/gpu_round.sh triton peak > $OUT/suite.txt 2>&1
echo "suite: exit $?"
tail -n 8 $OUT/suite.txt
gzip -c $OUT/round/peak.json > $OUT/peak.json.gz
cp $OUT/round/peak.txt $OUT/round/peak_compare.txt $OUT/round/device.txt $OUT/
rm -rf $OUT/round
grep -E 'faster|slower' $OUT/peak_compare.txt
grep -E '^(seed000 2x60|long 1x4096|gqa16)' $OUT/peak.txt | cut -c1-140
