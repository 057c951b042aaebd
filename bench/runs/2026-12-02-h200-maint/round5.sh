# The whole suite on the session's last tree, with the seed's Triton kernel and
# SDPA beside it and every row's SM clock, held against the verdicts round's
# suite (the same decode kernels).
set -u
PEAK_BASE=bench/runs/2026-12-01-h200-verdicts/round3/peak.json.gz bench/gpu_round.sh triton peak \
  > $OUT/round5.txt 2>&1
echo "gpu_round: exit $?"
tail -n 6 $OUT/round5.txt
gzip -c $OUT/round/peak.json > $OUT/peak.json.gz
cp $OUT/round/peak.txt $OUT/round/peak_compare.txt $OUT/round/device.txt $OUT/round/triton.csv $OUT/
rm -rf $OUT/round $OUT/round.tar.gz
grep -E 'faster|slower' $OUT/peak_compare.txt | head -20
grep -E '^(seed000 2x60|long 1x4096 |gqa16)' $OUT/peak.txt | cut -c1-150
grep -E '^(targets|auto|SM clock|x )' $OUT/peak.txt
