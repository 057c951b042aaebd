-- ns a token-kvhead of gqa in 8 parts, one thread (OMP_NUM_THREADS=1), warm, at lengths whose
-- K/V fit the caches (2.1 MB) and do not (67 MB): the same where the core, not the memory, bounds it
--   OMP_NUM_THREADS=1 H=8 PABENCH_BACKEND=cpu build/pabench in_cache.lua
local sweep = require "pa.sweep"
for _, seq in ipairs{512, 1024, 2048, 16384} do
  local c = {heads = tonumber(os.getenv("H") or 32), kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}
  local layers = sweep.layers({seq}, c, 1)
  local k = pa.kernel("gqa", {splits = 8})
  local best = math.huge
  for _ = 1, 5 do best = math.min(best, k:time(layers, {warmup = 2, iters = 10, l2 = os.getenv("L2") or "warm"}).min) end
  print(string.format("%d/8 1x%d %.1f MB %.0f us %.1f GB/s %.1f ns a token-kvhead", c.heads, seq, layers[1].bytes/1e6, best, layers[1].bytes / best / 1e3, best * 1e3 / (seq * 8)))
end
