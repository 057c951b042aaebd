-- The bad input mended this session, on the cuda backend: each case prints
-- what it got; the process must end normally.
local function rss()
  local f = assert(io.open("/proc/self/status")); local s = f:read("a"); f:close()
  return tonumber(s:match("VmRSS:%s*(%d+)")) * 1024
end
print("backend", pa.backend())

-- a closed allocator's sequences against a new allocator
local big = pa.cache{blocks = 1024, block_size = 1, kv_heads = 1, head_dim = 64}
local small = pa.cache{blocks = 4, block_size = 1, kv_heads = 1, head_dim = 64}
local old, seqs = {}, {}
for i = 1, 10 do old[i] = pa.allocator("contiguous", big); seqs[i] = old[i]:allocate(1000) end
for i = 1, 10 do getmetatable(old[i]).__gc(old[i]) end
local a = pa.allocator("contiguous", small)
local refused = 0
for i = 1, 10 do if not pcall(a.free, a, seqs[i]) then refused = refused + 1 end end
print("closed allocator: refused", refused, "of 10; free", a.free_blocks, "of 4")

-- a failing max_abs_err on device outputs keeps no host copy
local c = pa.cache{blocks = 4, block_size = 1, kv_heads = 1, head_dim = 256, dtype = "fp16"}
local lens, rows = {}, {}
for i = 1, 4096 do lens[i] = 1; rows[i] = {0} end
local b = pa.batch{cache = c, block_tables = rows, context_lens = lens, heads = 1}
local out, other = pa.kernel("paged"):run(b), pa.kernel("gqa"):run(b)
print("two device outputs agree", out:max_abs_err(other))
getmetatable(other).__gc(other)
collectgarbage()
local before = rss()
for _ = 1, 100 do pcall(out.max_abs_err, out, other) end
collectgarbage()
print("failing max_abs_err x100: grew MB", (rss() - before) // 1e6)

-- stray keys, scale, an index by a non-name
print(pcall(pa.batch, {cache = c, block_tables = {{0, x = 1}}, context_lens = {1}}))
print(pcall(pa.batch, {cache = c, block_tables = {{0}}, context_lens = {1}, scale = 1e37}))
local s = pa.batch{cache = c, block_tables = {{0}}, context_lens = {1}, scale = 1e4}
print("scale 1e4 gqa err", pa.kernel("gqa"):run(s):max_abs_err(s:reference()))
print("index by true", c[true], b[1])
