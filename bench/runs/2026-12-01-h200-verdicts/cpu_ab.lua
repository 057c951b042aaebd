-- CPU backend A/B: four launches timed (best of 40) on one binary; run on each build
local sweep = require "pa.sweep"
local out = {}
for _, cfg in ipairs{{1, 16384, "gqa"}, {8, 2048, "gqa"}, {8, 2048, "paged"}, {1, 16384, "split_kv"}} do
  local lens = sweep.fill(cfg[1], cfg[2])
  local cache = sweep.cache(lens, {block_size = 16, kv_heads = 8, head_dim = 128})
  local b = pa.batch{cache = cache, allocator = pa.allocator("shuffled", cache, {seed = 3}), heads = 32, context_lens = lens}
  local k = pa.kernel(cfg[3])
  local t = k:time(b, {warmup = 3, iters = 40})
  out[#out + 1] = string.format("%s %dx%d %.0f us (%.1f GB/s)", cfg[3], cfg[1], cfg[2], t.min, b.bytes / t.min / 1e3)
end
print(table.concat(out, " | "))
