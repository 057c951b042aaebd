# Round 1: scenarios/page_size.lua on the GPU. The same batches in blocks of 1 to
# 256 tokens, each kernel against its own time at 16: shuffled tables (the
# scenario's default), contiguous ones (the table's entries without the
# scatter), and many short sequences.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round1
mkdir -p $R
{
  date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version
} > $R/device.txt 2>&1
run() { # name, then the scenario's options
  local name=$1; shift
  local t0=$SECONDS
  timeout 170 $B scenarios/page_size.lua --quiet "$@" --csv $R/$name.csv --json $R/$name.json > $R/$name.txt 2>&1
  echo "$name: exit $?, $((SECONDS - t0)) s, $(grep -c ' NO ' $R/$name.txt) rows NO"
}
run shuffled
run contiguous --allocator contiguous
run short --batch 64 --ctx 512,2048
cat $R/device.txt
for f in shuffled contiguous short; do
  echo "== $f"
  grep -E "^read bandwidth|^method" $R/$f.txt
  sed -n '/^time against the same kernel/,$p' $R/$f.txt
done
gzip $R/*.json
(cd $OUT && tar czf round1.tar.gz round1 && cp round1/shuffled.txt round1/contiguous.txt round1/short.txt . && rm -rf round1)
