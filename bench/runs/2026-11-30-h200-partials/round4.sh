# Round 4: at sixteen heads a CTA of head_dim 128, the CTA epilogue reads all
# eight warps' states at once instead of two then one at a time (build/pabench;
# every other kernel's code byte for byte as before) against f0e2086's kernels (86e45c1's)
# (build/pabench.head): the full check of the candidate, bench/ab.lua on group
# 16 and 8 at 1 x 65536, three passes, then bench/explore.lua g16rows, `auto`
# alone, both builds, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
bench/ab_round.sh upwarps build/pabench.head build/pabench "gqa16,gqa8" 3 > $OUT/ab4_summary.txt 2>&1
grep -E "kernel runs|FAIL" $OUT/upwarps_check.txt | tail -3
cat $OUT/ab4_summary.txt
for pass in 1 2 3; do
  timeout 200 build/pabench bench/explore.lua g16rows > $OUT/explore4_$pass.txt 2>&1
  timeout 200 build/pabench.head bench/explore.lua g16rows > $OUT/explore4_head_$pass.txt 2>&1
done
for f in $OUT/explore4_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | sed "s/threads.*chunk  -  //" | cut -c1-60; done
