# Round 14: the final run on the committed tree (the WHOLE kernel in): bench/gpu_round.sh triton peak.
set -u
timeout 500 bash bench/gpu_round.sh triton peak > $OUT/round14.txt 2>&1; echo "round rc $?"
sed -n 1,60p $OUT/round/peak.txt | cut -c1-250
