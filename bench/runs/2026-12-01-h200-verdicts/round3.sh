# Round 3: the session's last tree (the verdicts, the walkthrough's mends: a
# scenario with a row NO or ERROR now exits 1, an ERROR's reason under its
# table, peak.lua's CSV spread columns, the probes' --help). No device code
# changed since the lines round. The full check, every scenario at its
# defaults, then the whole suite with the seed's Triton kernel and SDPA beside
# it, held against the lines round's last suite.
set -u
PEAK_BASE=bench/runs/2026-12-01-h200-lines/round11/peak.json.gz bench/gpu_round.sh check scenarios triton peak \
  > $OUT/round3.txt 2>&1
echo "gpu_round: exit $?"
tail -n 20 $OUT/round3.txt
build/pabench bench/explore.lua --help | head -n 1
gzip -c $OUT/round/peak.json > $OUT/peak.json.gz
cp $OUT/round/peak.txt $OUT/round/peak_compare.txt $OUT/round/device.txt $OUT/
rm -rf $OUT/round
grep -E 'faster|slower' $OUT/peak_compare.txt | head -20
grep -E '^(seed000 2x60|long 1x4096|gqa16)' $OUT/peak.txt | cut -c1-140
grep -E '^targets|^auto' $OUT/peak.txt
