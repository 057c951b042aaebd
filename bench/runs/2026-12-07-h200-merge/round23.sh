# Rounds 2 and 3 in one call: round 2, then, where four lanes (rquad) read
# faster past 32 parts (a geometric mean under 0.99 of the tree's) and its
# grouped_check passed, round 3 with its build, in what is left of TOTAL s
# (default 560).
set -u
start=$SECONDS
R=bench/runs/2026-12-07-h200-merge
bash $R/round2.sh
g=$(awk 'NR > 1 && $4 > 32 {n++; s += log($NF)} END {if (n) printf "%.4f", exp(s / n); else print 9}' $OUT/read_probe.txt)
echo "rquad past 32: $g of the tree's"
if tar -xzOf $OUT/round2.tar.gz round2/grouped_check_rquad.txt | tail -1 | grep -q PASS &&
   awk -v g="$g" 'BEGIN {exit !(g < 0.99)}'; then
  mkdir -p $OUT/round3
  OUT=$OUT/round3 CAND=build/pabench_rquad.gz LIMIT=$((${TOTAL:-560} - (SECONDS - start))) bash $R/round3.sh
  tar -C $OUT -czf $OUT/round3.tar.gz round3 && rm -rf $OUT/round3
else
  echo "round 3 not run"
fi
