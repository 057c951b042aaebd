-- gqa at SPLITS (default 1) on three shapes, L2 cold (or as L2 says: warm), the best of five calls of 4 samples: run with OMP_NUM_THREADS=1
-- (one core: the kernels here are bound by the core, not the memory, at groups of 4 and more)
local sweep = require "pa.sweep"
local out = {}
for _, c in ipairs{
  {name = "1x16384 32/8", heads = 32, kv_heads = 8, seq = 16384},
  {name = "1x4096 64/8", heads = 64, kv_heads = 8, seq = 4096},
  {name = "1x4096 8/8", heads = 8, kv_heads = 8, seq = 4096},
} do
  c.head_dim, c.block_size, c.dtype, c.allocator = 128, 16, "fp16", "shuffled"
  local layers = sweep.layers({c.seq}, c, 1)
  local k = pa.kernel("gqa", {splits = tonumber(os.getenv("SPLITS") or 1)})
  local best = math.huge
  for _ = 1, 5 do best = math.min(best, k:time(layers, {warmup = 1, iters = 4, l2 = os.getenv("L2") or "cold"}).min) end
  local t = k:time(layers, {warmup = 0, iters = 1, l2 = os.getenv("L2") or "cold"})
  out[#out + 1] = string.format("%s %.0f us %.1f GB/s", c.name, best, layers[1].bytes / best / 1e3)
end
print(table.concat(out, " | "))
