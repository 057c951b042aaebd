# Round 7: round 6 found a 2.1 GB decode step 14 % slower once a large pool
# had been allocated and released in the process (refused or not). Which
# pools are slow: one made before the release, timed again after it, or only
# ones made after? And without any large pool, is a second pool slower too?
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round7
mkdir -p $R
cat > $R/probe.lua <<'LUA'
local GB = 1e9
local function pool(blocks) return pa.cache{blocks = blocks, block_size = 16, kv_heads = 8, head_dim = 128, seed = 1} end
local function time_on(c, label)
  local lens = {}
  for i = 1, 64 do lens[i] = 8192 end
  local b = pa.batch{cache = c, allocator = pa.allocator("shuffled", c), heads = 32, context_lens = lens}
  local s = pa.kernel("gqa"):time(b, {iters = 20, graph = true})
  local bytes = b.bytes
  b:free()
  print(string.format("%-48s %8.2f us  %6.1f GB/s", label, s.min, bytes / (s.min * 1e3)))
end
local big_blocks = math.ceil(0.2 * pa.device().memory_bytes / (2 * 16 * 8 * 128 * 2))
local case = ...
local p1 = pool(32768 + 64)
time_on(p1, case .. ": first pool")
if case == "control" then
  local p2 = pool(32768 + 64)
  time_on(p2, case .. ": a second pool")
  p2:close()
  local p3 = pool(32768 + 64)
  time_on(p3, case .. ": a third, after the second closed")
elseif case == "release" then
  local big = pool(big_blocks); big:close()
  time_on(p1, case .. ": first pool, after 30 GB made and closed")
  local p2 = pool(32768 + 64)
  time_on(p2, case .. ": a pool made after")
elseif case == "keep" then
  local big = pool(big_blocks)
  time_on(p1, case .. ": first pool, 30 GB held beside it")
  local p2 = pool(32768 + 64)
  time_on(p2, case .. ": a pool made beside the 30 GB")
  big:close()
  local p3 = pool(32768 + 64)
  time_on(p3, case .. ": a pool made after the 30 GB closed")
end
LUA
for c in control release keep; do $B $R/probe.lua $c 2>&1 | tee -a $R/probe.txt; done
(cd $OUT && cp round7/probe.txt . && rm -rf round7)
