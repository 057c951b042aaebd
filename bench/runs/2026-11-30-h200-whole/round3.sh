# Round 3: round 2's shared merge lost everywhere (1 x 2048 in 11: 7.70 us
# against 4.02 counted). Are the flagged words' volatile (.sys) accesses the
# cost? The same builds with relaxed .gpu loads and stores of the words
# (PA_PROBE_RELAXED): tree, relaxed, share + relaxed, on
# bench/explore.lua share, after share_check on the last.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=bench/runs/2026-11-30-h200-whole
mkdir -p $OUT
timeout 40 build/pabench.share_rel $R/share_check.lua > $OUT/share_check3.txt 2>&1; echo "share check: exit $?"
tail -1 $OUT/share_check3.txt
for b in tree rel share_rel; do
  bin=build/pabench.$b; [ $b = tree ] && bin=build/pabench
  timeout 60 $bin bench/explore.lua share > $OUT/explore3_$b.txt 2>&1
done
for f in $OUT/explore3_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //; s/ iso.*//; s/ own.*//; s/; auto.*//' $f | cut -c1-60; done
