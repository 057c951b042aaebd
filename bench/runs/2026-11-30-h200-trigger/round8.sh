# Round 8: group 16's merge shared by the last CTAs to count (PA_MERGERS in the
# probe build, mergers.patch; head_dim 128, 16 heads a CTA, at most 16
# partitions, a grid resident all at once): the last to count merges the first
# heads at once, the ones before it wait for the count to be complete and
# merge the others. The full check with 2, the quick one with 4; bench/ab.lua
# with 1 (the tree's path), 2 and 4, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
PA_MERGERS=2 timeout 300 build/pabench check > $OUT/check_m2.txt 2>&1; echo "check m2 rc $? $(grep -E 'kernel runs over' $OUT/check_m2.txt)"
PA_MERGERS=4 timeout 200 build/pabench check --quick > $OUT/check_m4.txt 2>&1; echo "check m4 rc $? $(grep -E 'kernel runs over' $OUT/check_m4.txt)"
P="gqa16,gqa8"
for pass in 1 2 3; do
  for m in 1 2 4; do
    PA_MERGERS=$m timeout 120 build/pabench bench/ab.lua m$m "$P" >> $OUT/ab8.txt 2>&1
  done
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab8.txt | sort
