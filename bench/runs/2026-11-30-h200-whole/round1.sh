# Round 1: the shared merge (PA_PROBE_SHARE build, build/pabench.share): its
# correctness (the full check, and share_check.lua's held parts in 9 to 16),
# then bench/explore.lua share, tree and probe alternating, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=bench/runs/2026-11-30-h200-whole
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device1.txt 2>&1
timeout 60 build/pabench.share $R/share_check.lua > $OUT/share_check1.txt 2>&1; echo "share check: exit $?"
timeout 200 build/pabench.share check > $OUT/check1_share.txt 2>&1; echo "check: exit $?"
for pass in 1 2; do
  timeout 100 build/pabench bench/explore.lua share > $OUT/explore1_tree_$pass.txt 2>&1
  timeout 100 build/pabench.share bench/explore.lua share > $OUT/explore1_share_$pass.txt 2>&1
done
tail -1 $OUT/share_check1.txt
grep -E 'runs|PASS$|FAIL' $OUT/check1_share.txt | grep -v '^fp\|^bf' | tail -12
for f in $OUT/explore1_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //' $f | cut -c1-75; done
