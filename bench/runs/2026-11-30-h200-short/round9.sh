# Round 9: the four-warp, three-slot rule in the planner and the launch (the
# tree after this round's change): quick check; auto against the launch it chose
# before the rule on fifteen shapes (bench/explore.lua four3), two passes; then
# bench/ab.lua with the rule's build against the committed one (pabench.probe,
# its PA_STAGES unset), alternating, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 100 build/pabench.four3 check --quick > $OUT/check9.txt 2>&1
echo "check rc $? $(grep -E 'kernel runs over' $OUT/check9.txt)"
for pass in 1 2; do
  timeout 200 build/pabench.four3 bench/explore.lua four3 > $OUT/explore9_$pass.txt 2>&1
done
for pass in 1 2; do
  timeout 140 build/pabench.probe bench/ab.lua tree >> $OUT/ab9.txt 2>&1
  timeout 140 build/pabench.four3 bench/ab.lua four3 >> $OUT/ab9.txt 2>&1
done
for f in $OUT/explore9_*; do echo "== $(basename $f)"; cut -c1-100 $f; done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg; t[k] = t[k] " " $1 ":" $(NF-5) } END { for (k in t) print k " |" t[k] }' $OUT/ab9.txt | sort
