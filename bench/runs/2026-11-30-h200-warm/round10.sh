# Round 10: the suite on the committed tree (the epilogue's first warps read at once):
# bench/gpu_round.sh check triton peak.
set -u
timeout 580 bash bench/gpu_round.sh check triton peak > $OUT/round10.txt 2>&1; echo "round rc $?"
tail -n 12 $OUT/round10.txt | cut -c1-200
sed -n 1,60p $OUT/round/peak.txt | cut -c1-250
