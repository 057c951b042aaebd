# Round 2: prefix.lua as the recheck round ran it past the L2 (128 sequences,
# prefixes to 65536 tokens: 34 GB private pools, each released just before its
# shared layout is timed), now that a timing waits out a large release; the
# recheck round's figures are the ones to set it against. Beside it, more drawn
# configurations of the check on this tree.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round2
mkdir -p $R
$B scenarios/prefix.lua --quiet --count 128 --prefix 0,4096,16384,65536 --suffix 256 \
  --csv $R/prefix_128.csv --json $R/prefix_128.json > $R/prefix_128.txt 2>&1
echo "prefix count 128: exit $?"
grep -E '^(read|device)' $R/prefix_128.txt
grep -E '^65536|^16384' $R/prefix_128.txt | awk '{print $1, $2, $5, $8, $9, $10, $13}'
$B check --random 600 --seed 1801 > $R/random.txt 2>&1
echo "check --random 600 --seed 1801: exit $?; $(tail -n 1 $R/random.txt)"
(cd $OUT && gzip round2/*.json && tar czf round2.tar.gz round2 && cp round2/prefix_128.txt . && rm -rf round2)
