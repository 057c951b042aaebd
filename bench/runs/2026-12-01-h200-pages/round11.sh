# Round 11: round 10's build against the tree over all of bench/ab.lua's suite
# configs (`auto`), one pass each build.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for b in base new; do
  B=build/pabench; [ $b = base ] && B=build/pabench.base
  timeout 100 $B bench/ab.lua $b "" >> $OUT/ab_all.txt 2>&1
done
grep -E " us " $OUT/ab_all.txt | sort -k2 | awk '{print $1, $2, $3, $4, $(NF-5)}'
