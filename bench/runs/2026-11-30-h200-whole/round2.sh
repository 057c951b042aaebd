# Round 2: round 1 hung (the probe's non-last mergers polled a word of another
# merger's slice, which that merger clears once read). The same probe with the
# poll on a word of the merger's own slice, and a trap after 2^20 polls: its
# correctness first, then bench/explore.lua share, one pass each build.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=bench/runs/2026-11-30-h200-whole
mkdir -p $OUT
timeout 40 build/pabench.share $R/share_check.lua > $OUT/share_check2.txt 2>&1; echo "share check: exit $?"
tail -3 $OUT/share_check2.txt
grep -q "0 failed" $OUT/share_check2.txt || exit 1
timeout 150 build/pabench.share check > $OUT/check2_share.txt 2>&1; echo "check: exit $?"
grep -E 'runs|PASS$|FAIL' $OUT/check2_share.txt | grep -v '^fp\|^bf' | tail -12
timeout 60 build/pabench.share bench/explore.lua share > $OUT/explore2_share.txt 2>&1
timeout 60 build/pabench bench/explore.lua share > $OUT/explore2_tree.txt 2>&1
for f in $OUT/explore2_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //; s/ iso.*//' $f | cut -c1-75; done
