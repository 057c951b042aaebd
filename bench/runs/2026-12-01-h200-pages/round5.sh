# Round 5: the whole suite on the build with the row addressing (its check ran
# in call 2), the seed's Triton kernel and SDPA beside it, held against the
# recheck round's suite (the build before).
set -u
PEAK_BASE=bench/runs/2026-12-01-h200-recheck/round1/peak.json.gz bench/gpu_round.sh triton peak 2>&1 | tail -n 22
R=$OUT/round
gzip -c $R/peak.json > $OUT/peak.json.gz
cp $R/peak.txt $R/peak_compare.txt $R/device.txt $OUT/
rm -rf $R
