# Round 4: the held-step rule in the candidate tree (build/pabench): the full
# check (its new row: partitions of 193 to 256 tokens), then `auto` against the
# launch it chose before on 28 shapes (bench/explore.lua held), two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device4.txt 2>&1
timeout 300 build/pabench check > $OUT/check4.txt 2>&1; echo "check: exit $?"
for pass in 1 2; do
  timeout 280 build/pabench bench/explore.lua held > $OUT/explore4_$pass.txt 2>&1
done
grep -E 'runs|PASS$|FAIL' $OUT/check4.txt | grep -v '^fp\|^bf' | tail -14
for f in $OUT/explore4_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //' $f; done
