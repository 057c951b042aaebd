# Round 17: Nsight Compute on lone launches of 32 x 128 (no merge) and 16 x 256 (the
# flagged merge), stall samples by SASS instruction, to see where a CTA's last microsecond
# goes (bench/ncu_round.sh, bench/ncu_stalls.py).
set -u
timeout 320 bash bench/ncu_round.sh "seq32x128 seq16x256" "" > $OUT/ncu17.txt 2>&1; echo "ncu rc $?"
tail -n 30 $OUT/ncu17.txt
for c in seq32x128 seq16x256; do python3 bench/ncu_stalls.py $OUT/ncu/$c.sass.csv; done > $OUT/ncu17_stalls.txt 2>&1
head -60 $OUT/ncu17_stalls.txt
rm -f $OUT/ncu/*.ncu-rep; rm -f $OUT/ncu.tar.gz; gzip $OUT/ncu/*.csv
