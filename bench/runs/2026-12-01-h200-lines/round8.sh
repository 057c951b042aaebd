# Round 8: after a 30 GB pool is released, every DRAM read of the process runs
# 14 % slower (round 7), a pool made before it too. If the driver is scrubbing
# the freed memory in the background, the loss should end after a while: the
# same step timed at intervals after the release, up to 40 s; then 90 GB.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round8
mkdir -p $R
cat > $R/probe.lua <<'LUA'
local function pool(blocks) return pa.cache{blocks = blocks, block_size = 16, kv_heads = 8, head_dim = 128, seed = 1} end
local p1 = pool(32768 + 64)
local lens = {}
for i = 1, 64 do lens[i] = 8192 end
local b = pa.batch{cache = p1, allocator = pa.allocator("shuffled", p1), heads = 32, context_lens = lens}
local k = pa.kernel("gqa")
local function clock() local f = io.popen("date +%s.%N"); local t = tonumber(f:read("l")); f:close(); return t end
local function show(label, t0)
  local s = k:time(b, {iters = 10, graph = true})
  print(string.format("%-34s %6.2f s  %8.2f us  %6.1f GB/s", label, t0 and clock() - t0 or 0, s.min, b.bytes / (s.min * 1e3)))
end
local gb = tonumber((...))
show("before")
local big = pool(math.ceil(gb * 1e9 / (2 * 16 * 8 * 128 * 2)))
show(string.format("%d GB held", gb))
big:close(); big = nil; collectgarbage()
local t0 = clock()
for _, wait in ipairs{0, 0.5, 1, 2, 4, 8, 16, 40} do
  local left = wait - (clock() - t0)
  if left > 0 then os.execute(string.format("sleep %.2f", left)) end
  show(string.format("%d GB released, then", gb), t0)
end
LUA
$B $R/probe.lua 30 2>&1 | tee -a $R/probe.txt
$B $R/probe.lua 90 2>&1 | tee -a $R/probe.txt
(cd $OUT && cp round8/probe.txt . && rm -rf round8)
