# Round 10: DEEP_STREAM_TOKENS 640 instead of 1024 (build/pabench) against
# 8eb293a (build/pabench.head): the full check of the candidate (its row now
# with 683- and 752-token partitions), bench/explore.lua stages2, `auto` and
# the listed splits, both builds, two passes, then bench/ab.lua one pass each.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check10.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|three slots" $OUT/check10.txt | tail -3
for pass in 1 2; do
  timeout 250 build/pabench bench/explore.lua stages2 > $OUT/explore10_$pass.txt 2>&1
  timeout 250 build/pabench.head bench/explore.lua stages2 > $OUT/explore10_head_$pass.txt 2>&1
done
timeout 300 build/pabench.head bench/ab.lua base > $OUT/ab10.txt 2>&1
timeout 300 build/pabench bench/ab.lua t640 >> $OUT/ab10.txt 2>&1
for f in $OUT/explore10_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | awk '/MB,/{name=$1; next} {for(i=1;i<=NF;i++) if($i=="layer"){print name, $1, $5, $(i+1), $NF; break}}'; done
awk '$(NF-4) == "us" {rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg); k = cfg; t[k] = t[k] " " $1 "=" $(NF-5)} END {for (k in t) print k ":" t[k]}' $OUT/ab10.txt | sort
