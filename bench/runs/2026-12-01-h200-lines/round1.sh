# Round 1: the tree at 41f79d2 (the pages round's end: whole 128-byte lines at
# blocks under 16 tokens). The full check, whose held-step rows at blocks of 1
# and 8 tokens have not run on a GPU before; memcheck over the quick matrix,
# which runs those rows too; then the whole suite with the seed's Triton kernel
# and SDPA beside it, held against the pages round's suite (the build before
# the line copies).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=$OUT/round1
mkdir -p $R
build/pabench check --csv $R/check.csv > $R/check.txt 2>&1
echo "check: exit $?; $(grep -E 'kernel runs over' $R/check.txt)"
grep -E 'partitions of 193' $R/check.txt
compute-sanitizer --error-exitcode 99 --print-limit 40 --tool memcheck build/pabench check --quick > $R/memcheck.txt 2>&1
echo "memcheck (check --quick): exit $?; $(grep -E 'ERROR SUMMARY' $R/memcheck.txt)"
PEAK_BASE=bench/runs/2026-12-01-h200-pages/round5/peak.json.gz bench/gpu_round.sh triton peak > $R/suite.txt 2>&1
echo "suite: exit $?"
tail -n 8 $R/suite.txt
gzip -c $OUT/round/peak.json > $OUT/peak.json.gz
cp $OUT/round/peak.txt $OUT/round/peak_compare.txt $OUT/round/device.txt $OUT/
gzip $R/check.csv
(cd $OUT && mv round/round.tar.gz suite.tar.gz; rm -rf round; tar czf round1.tar.gz round1 && cp round1/check.txt . && rm -rf round1)
cat $OUT/peak.txt | tail -n 30
