# Round 7: the rule (three ring slots a warp for partitions of 1024 tokens or
# more in a grid of at most one CTA an SM, eight warps, head_dim 128;
# build/pabench) against 2d58f7b (build/pabench.head): the full check of the
# candidate with its new row, bench/ab.lua over its 23 configs, three passes,
# then bench/explore.lua stages, `auto` alone, both builds, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
bench/ab_round.sh deep build/pabench.head build/pabench "" 3 > $OUT/ab7_summary.txt 2>&1
grep -E "kernel runs|FAIL|three slots" $OUT/deep_check.txt | tail -4
cat $OUT/ab7_summary.txt
for pass in 1 2; do
  timeout 250 build/pabench bench/explore.lua stages > $OUT/explore7_$pass.txt 2>&1
  timeout 250 build/pabench.head bench/explore.lua stages > $OUT/explore7_head_$pass.txt 2>&1
done
for f in $OUT/explore7_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | paste - - | awk '{for(i=1;i<=NF;i++) if($i=="layer"){print $1, $2, $(i+1), $NF; break}}'; done
