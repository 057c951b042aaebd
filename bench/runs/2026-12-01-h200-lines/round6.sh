# Round 6: round 5's full check read 13 % less bandwidth after its new row (a
# pool past device memory refused: K's 90 GB cudaMalloc succeeds, V's fails,
# both released). Is a process slower after such a refusal, and does a new
# process recover? The read bandwidth and a 1 GB decode step, before and after
# the refusal in one process, then in a fresh one; then the same with a 60 GB
# pool allocated and closed (no refusal).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round6
mkdir -p $R
probe='
local function step()
  local c = pa.cache{blocks = 32768 + 64, block_size = 16, kv_heads = 8, head_dim = 128, seed = 1}
  local lens = {}
  for i = 1, 64 do lens[i] = 8192 end
  local b = pa.batch{cache = c, allocator = pa.allocator("shuffled", c), heads = 32, context_lens = lens}
  local s = pa.kernel("gqa"):time(b, {iters = 20, graph = true})
  b:free(); c:close()
  return s.min
end
local function show(when) print(string.format("%-28s read %7.1f GB/s   64 x 8192 gqa %7.2f us", when, pa.read_bandwidth(), step())) end
show("start")
local what = ...
if what == "refuse" then
  print(pcall(pa.cache, {blocks = math.ceil(1.2 * pa.device().memory_bytes / (2 * 16 * 8 * 128 * 2))}))
else
  local c = pa.cache{blocks = math.ceil(0.2 * pa.device().memory_bytes / (2 * 16 * 8 * 128 * 2))}
  print("allocated and filled", c.bytes / 1e9, "GB"); c:close()
end
collectgarbage()
show("after " .. what)
show("after " .. what .. ", again")'
echo "$probe" > $R/probe.lua
for w in refuse refuse fill; do
  $B $R/probe.lua $w 2>&1 | tee -a $R/probe.txt
  $B -e 'print(string.format("fresh process: read %.1f GB/s", pa.read_bandwidth()))' | tee -a $R/probe.txt
done
nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv | tee -a $R/probe.txt
(cd $OUT && cp round6/probe.txt . && rm -rf round6)
