-- How much a warm L2 helps a decode step, by batch size: the evidence behind the
-- cold-flush check's choice of batch (pabench check).
require("pa.options").script_help(arg)
local pa = require "pa"
for _, shape in ipairs{{16, 256}, {24, 256}, {32, 256}, {48, 256}, {6, 1024}, {64, 4096}} do
  local lens = {}
  for i = 1, shape[1] do lens[i] = shape[2] end
  local cache = pa.cache{blocks = shape[1] * shape[2] // 16 + 16, block_size = 16, kv_heads = 8, head_dim = 128}
  local b = pa.batch{cache = cache, allocator = pa.allocator("shuffled", cache), heads = 32, context_lens = lens}
  local k = pa.kernel("auto")
  local w = k:time(b, {warmup = 5, iters = 30, graph = true, l2 = "warm"}).min
  local c = k:time(b, {warmup = 5, iters = 30, graph = true, l2 = "cold"}).min
  print(string.format("%3d x %5d  %7.1f MB  warm %7.1f us  cold %7.1f us  warm/cold %.2f", shape[1], shape[2],
    b.bytes / 1e6, w, c, w / c))
end
