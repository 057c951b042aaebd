# Round 12: a review's mends. The check's rows seed their batches from the runs
# a full check would have made (so --kernels runs the same data); the wait
# after a release also follows the plain pass that grows a workspace; a failed
# cudaFree's error taken. The full check must read every row's max error as
# call 10's did; then gather timed as its workspace grows past a released
# 1 GB one, against the same launch again.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round12
mkdir -p $R
$B check > $R/check.txt 2>&1
echo "check: exit $?; $(tail -n 2 $R/check.txt | head -n 1)"
diff <(grep -E 'runs of|refused|generator|wrong answer' bench/runs/2026-12-01-h200-lines/round9/check.txt) \
     <(grep -E 'runs of|refused|generator|wrong answer' $R/check.txt) && echo "rows as in call 10: identical"
$B -e 'local c = pa.cache{blocks = 40000, block_size = 16, kv_heads = 8, head_dim = 128}
local function batch(n) local lens = {} for i = 1, n do lens[i] = 32768 end
  return pa.batch{cache = c, allocator = pa.allocator("shuffled", c), heads = 32, context_lens = lens} end
local small, big = batch(8), batch(16)
local k = pa.kernel("gather")
local s = k:time(small, {iters = 5})
local first = k:time(big, {iters = 5})
local again = k:time(big, {iters = 5})
print(string.format("gather: 8 x 32768 %.1f us; 16 x 32768 %.1f us as its workspace grows past the released %.1f GB, %.1f us again",
  s.min, first.min, small.bytes / 1e9, again.min))' 2>&1 | tee $R/workspace.txt
(cd $OUT && tar czf round12.tar.gz round12 && cp round12/check.txt round12/workspace.txt . && rm -rf round12)
