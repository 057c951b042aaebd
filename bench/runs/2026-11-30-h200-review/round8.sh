# Round 8: the final run on the committed tree (the row-by-row flagged words in):
# bench/gpu_round.sh check triton peak.
set -u
timeout 560 bash bench/gpu_round.sh check triton peak > $OUT/round8.txt 2>&1; echo "round rc $?"
tail -n 12 $OUT/round8.txt | cut -c1-200
sed -n 1,60p $OUT/round/peak.txt | cut -c1-250
