# Round 1: the tree after the verdicts pass (no device code changed: the check's
# matrix hands churn only to the fragmented allocator, which alone takes it; the
# long-context crossover leaves out a length where paged gave no correct run;
# decode.lua refuses one configuration spelt two ways). The full check and
# drawn configurations on the GPU, the edges on the CUDA backend, and the
# scenarios the pass touched at their defaults (prefix.lua's 34 GB pools among them).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round1
mkdir -p $R
$B --version > $R/device.txt 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv >> $R/device.txt 2>&1
$B check --csv $R/check.csv > $R/check.txt 2>&1
echo "check: exit $?; $(grep 'kernel runs over' $R/check.txt)"
grep -E 'not run|FAIL' $R/check.txt | head -5 | sed 's/^/  /'
$B check --random 400 --seed 1701 > $R/random.txt 2>&1
echo "check --random 400 --seed 1701: exit $?; $(tail -n 1 $R/random.txt)"
$B -e 'local c = pa.cache{blocks = 64, block_size = 16, kv_heads = 2, head_dim = 64}
for _, kind in ipairs{"contiguous", "shuffled"} do print(kind, pcall(pa.allocator, kind, c, {seed = 1, churn = 4})) end
local f = pa.allocator("fragmented", c, {seed = 1, churn = 4, mean_blocks = 4})
local b = pa.batch{cache = c, allocator = f, context_lens = {500, 300}, heads = 4}
print("fragmented churn 4, gqa max err:", pa.kernel("gqa"):run(b):max_abs_err(b:reference()))' > $R/edges.txt 2>&1
cat $R/edges.txt
$B scenarios/decode.lua --configs 2x60,2x060 > $R/decode_twice.txt 2>&1
echo "decode --configs 2x60,2x060: exit $? ($(cat $R/decode_twice.txt))"
for s in long_context decode fragmentation prefix; do
  start=$(date +%s%N)
  $B scenarios/$s.lua --quiet --csv $R/$s.csv --json $R/$s.json > $R/$s.txt 2>&1
  rc=$?
  echo "$s: exit $rc, $(grep -v '^A NO' $R/$s.txt | grep -c ' NO ') rows NO, $(( ($(date +%s%N) - start) / 1000000 )) ms"
done | tee $R/scenarios.txt
grep '^crossover' $R/long_context.txt
(cd $OUT && gzip round1/*.json && tar czf round1.tar.gz round1 && cp round1/check.txt round1/scenarios.txt round1/long_context.txt round1/prefix.txt . && rm -rf round1)
