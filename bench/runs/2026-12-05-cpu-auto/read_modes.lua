-- The read and gqa on 1 x 16384 (32/8, cold) in one process: run with OMP_NUM_THREADS=1 and =2 in turns
-- (read_modes.txt), to see which of the two follows the machine's read mode
local sweep = require "pa.sweep"
local c = {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}
local layers = sweep.layers({16384}, c, 1)
local gb = pa.read_bandwidth()
local out = {}
for _, s in ipairs{1, 2, 8} do
  local k = pa.kernel("gqa", {splits = s})
  local t = k:time(layers, {warmup = 1, iters = 8, l2 = "cold"})
  out[#out + 1] = string.format("gqa/%d %.0f us %.1f GB/s", s, t.min, t.gbps)
end
print(string.format("threads %s read %.1f GB/s  %s", os.getenv("OMP_NUM_THREADS") or "-", gb, table.concat(out, "  ")))
