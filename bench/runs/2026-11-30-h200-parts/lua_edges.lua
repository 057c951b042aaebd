-- The inputs that crashed the Lua layer before d50c8a5, on the backend in use
-- (run on the H200 with the cuda backend): each must end in a Lua error or a
-- result, and the process must reach the last line.
local function try(name, f)
  local ok, e = pcall(f)
  print(string.format("%-34s %s  %s", name, ok and "ok   " or "error", tostring(e):gsub("\n.*", "")))
end
print("backend", pa.backend())

local c = pa.cache{blocks = 64, block_size = 16, kv_heads = 1, head_dim = 128}
local c2 = pa.cache{blocks = 64, block_size = 16, kv_heads = 1, head_dim = 128, seed = 2}
local b1 = pa.batch{cache = c, block_tables = {{0, 1}}, context_lens = {20}}
local b2 = pa.batch{cache = c2, block_tables = {{0, 1}}, context_lens = {20}}
try("layers list closing a cache", function()
  local list = setmetatable({}, {__len = function() return 2 end,
    __index = function(_, i) if i == 1 then return b1 end; c:close(); return b2 end})
  return pa.kernel("paged"):time(list, {warmup = 0, iters = 1, l2 = "warm"}).n
end)
try("layers list freeing layer 1", function()
  local list = setmetatable({}, {__len = function() return 2 end,
    __index = function(_, i) if i == 1 then return b2 end; b2:free(); return b1 end})
  return pa.kernel("paged"):time(list, {warmup = 0, iters = 1, l2 = "warm"}).n
end)
try("batch options closing the cache", function()
  local c3 = pa.cache{blocks = 8, block_size = 16, kv_heads = 1, head_dim = 128}
  return pa.batch(setmetatable({cache = c3, block_tables = {{0, 1}}, context_lens = {20}},
    {__index = function(_, k) if k == "heads" then c3:close() end end}))
end)
try("context length 2^31 - 1", function()
  local c4 = pa.cache{blocks = 1, block_size = 1024, kv_heads = 1, head_dim = 128}
  local row = {0}
  for i = 2, 2097152 do row[i] = -1 end
  return pa.batch{cache = c4, block_tables = {row}, context_lens = {2 ^ 31 - 1}}
end)
try("context length 2^30, split_kv/gqa", function()
  local c5 = pa.cache{blocks = 2, block_size = 1024, kv_heads = 1, head_dim = 128}
  local row = {}
  for i = 1, (1 << 30) // 1024 do row[i] = -1 end
  row[1], row[#row] = 0, 1
  local b = pa.batch{cache = c5, block_tables = {row}, context_lens = {1 << 30}}
  local ref = b:reference()
  local errs = {}
  for _, name in ipairs{"paged", "split_kv", "gqa", "auto"} do
    errs[#errs + 1] = string.format("%s %.1e", name, pa.kernel(name):run(b):max_abs_err(ref))
  end
  return table.concat(errs, ", ")
end)
try("pa.plan head_dim 1025", function() return pa.plan{context_lens = {1}, head_dim = 1025} end)
try("fragmented mean_blocks 2^31 - 1", function()
  return pa.allocator("fragmented", c2, {mean_blocks = 2 ^ 31 - 1}):stats().free
end)
try("scale 1e39", function() return pa.batch{cache = c2, block_tables = {{0}}, context_lens = {3}, scale = 1e39} end)
print("reached the end")
