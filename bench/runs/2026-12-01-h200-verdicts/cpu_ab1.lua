-- CPU backend A/B on one core (OMP_NUM_THREADS=1): two launches, best of 30, warm L2; run on each build
local sweep = require "pa.sweep"
local out = {}
for _, cfg in ipairs{{1, 4096, "gqa"}, {2, 1024, "paged"}} do
  local lens = sweep.fill(cfg[1], cfg[2])
  local cache = sweep.cache(lens, {block_size = 16, kv_heads = 8, head_dim = 128})
  local b = pa.batch{cache = cache, allocator = pa.allocator("shuffled", cache, {seed = 3}), heads = 32, context_lens = lens}
  local k = pa.kernel(cfg[3])
  local t = k:time(b, {warmup = 3, iters = 30, l2 = "warm"})
  out[#out + 1] = string.format("%s %dx%d %.0f", cfg[3], cfg[1], cfg[2], t.min)
end
print(table.concat(out, " | "))
