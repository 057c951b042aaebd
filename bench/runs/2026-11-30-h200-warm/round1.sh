# Round 1: Nsight Compute with the caches left as the launches before left them
# (--cache-control none), stall samples by SASS instruction: does a warm launch's
# tail (past the last HMMA) still wait on instruction fetch, as the cold lone
# launches of the review round did (ncu17: 96 of 259 tail samples no_inst)?
set -u
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device1.txt 2>&1
NCU_CACHE=none timeout 500 bash bench/ncu_round.sh "seq16x256 seq32x128 long4096" "" > $OUT/ncu1.txt 2>&1; echo "ncu rc $?"
tail -n 40 $OUT/ncu1.txt
for c in seq16x256 seq32x128 long4096; do python3 bench/ncu_stalls.py $OUT/ncu/$c.warm.sass.csv; done > $OUT/ncu1_stalls.txt 2>&1
cat $OUT/ncu1_stalls.txt
rm -f $OUT/ncu/*.ncu-rep $OUT/ncu.tar.gz; gzip $OUT/ncu/*.csv
