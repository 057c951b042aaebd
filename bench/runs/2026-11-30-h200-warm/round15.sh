# Round 15: the suite again on the committed tree, on a fresh machine (final2/):
# bench/gpu_round.sh check triton peak.
set -u
timeout 580 bash bench/gpu_round.sh check triton peak > $OUT/round15.txt 2>&1; echo "round rc $?"
tail -n 12 $OUT/round15.txt | cut -c1-200
sed -n 1,60p $OUT/round/peak.txt | cut -c1-250
