# Round 9: the final run on the committed tree: bench/gpu_round.sh check triton peak (into $OUT/round).
set -u
timeout 560 bash bench/gpu_round.sh check triton peak > $OUT/round9.txt 2>&1; echo "round rc $?"
grep -E "kernel runs over|^PASS|^FAIL" $OUT/round/check.txt | tail -3
sed -n 1,60p $OUT/round/peak.txt | cut -c1-250
