# Round 17: the suite on the committed tree (the exponentials without their fix-up):
# bench/gpu_round.sh check triton peak.
set -u
timeout 330 bash bench/gpu_round.sh check triton peak > $OUT/round17.txt 2>&1; echo "round rc $?"
tail -n 12 $OUT/round17.txt | cut -c1-200
sed -n 1,60p $OUT/round/peak.txt | cut -c1-250
