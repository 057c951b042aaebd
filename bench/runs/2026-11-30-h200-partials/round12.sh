# Round 12: three ring slots at head_dim 256 too (four warps, partitions of 512
# tokens or more; build/pabench) against 65371ef (build/pabench.head): the full
# check of the candidate, bench/explore.lua stages256, both builds, two passes,
# then bench/ab.lua on D256 8x32768 and 1x16384, two passes each.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 300 build/pabench check > $OUT/check12.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL|three slots" $OUT/check12.txt | tail -3
for pass in 1 2; do
  timeout 250 build/pabench bench/explore.lua stages256 > $OUT/explore12_$pass.txt 2>&1
  timeout 250 build/pabench.head bench/explore.lua stages256 > $OUT/explore12_head_$pass.txt 2>&1
done
: > $OUT/ab12.txt
for pass in 1 2; do
  timeout 200 build/pabench.head bench/ab.lua base "D256,long 1x16384$" >> $OUT/ab12.txt 2>&1
  timeout 200 build/pabench bench/ab.lua hd256 "D256,long 1x16384$" >> $OUT/ab12.txt 2>&1
done
for f in $OUT/explore12_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | awk '/MB,/{name=$1" "$2; next} {for(i=1;i<=NF;i++) if($i=="layer"){print name, $(i+1), $NF; break}}'; done
cat $OUT/ab12.txt
