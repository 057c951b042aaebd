# Round 3: every scenario on the GPU (the new prefix.lua among them), then
# prefix.lua past the L2: more sequences, prefixes to 65536 tokens, and the
# same in one-token blocks.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
mkdir -p $OUT
OUT=$OUT bench/gpu_round.sh scenarios 2>&1 | tail -n 12
R=$OUT/round
$B scenarios/prefix.lua --quiet --count 128 --prefix 0,4096,16384,65536 --suffix 256 \
  --csv $R/prefix_128.csv --json $R/prefix_128.json > $R/prefix_128.txt 2>&1
echo "prefix count 128: exit $?"
$B scenarios/prefix.lua --quiet --count 32 --prefix 0,4096,16384,65536 --block_size 1 \
  --csv $R/prefix_b1.csv --json $R/prefix_b1.json > $R/prefix_b1.txt 2>&1
echo "prefix block 1: exit $?"
$B scenarios/prefix.lua --quiet --count 32 --prefix 0,4096,16384 --layers 0 \
  --csv $R/prefix_layers.csv --json $R/prefix_layers.json > $R/prefix_layers.txt 2>&1
echo "prefix as layers: exit $?"
sed -n '/^prefix  tables/,$p' $R/prefix.txt
for f in prefix_128 prefix_b1 prefix_layers; do echo "== $f"; grep -E "time against private|^device|^read" $R/$f.txt; done
cp $R/prefix*.txt $OUT/
(cd $OUT && rm -f round.tar.gz && tar czf round3.tar.gz round && rm -rf round)
