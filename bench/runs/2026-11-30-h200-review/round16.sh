# Round 16: the final run again on the committed tree, on whatever machine is lent, for a
# second reading of the configs that sit on the 70 % line: bench/gpu_round.sh check triton peak.
set -u
timeout 560 bash bench/gpu_round.sh check triton peak > $OUT/round16.txt 2>&1; echo "round rc $?"
tail -n 4 $OUT/round16.txt | cut -c1-200
sed -n 1,60p $OUT/round/peak.txt | cut -c1-250
