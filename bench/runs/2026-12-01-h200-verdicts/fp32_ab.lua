-- The one-pass kernels that fold a group's steps into its state (naive and
-- gather through the dense pass, paged and split_kv in fp32), timed on one
-- build: µs a layer, graph replay, L2 cold, best of 30. Run on each build.
local sweep = require "pa.sweep"
local out = {}
for _, c in ipairs{{"paged", "fp32", 1, 16384}, {"split_kv", "fp32", 1, 16384}, {"paged", "fp32", 16, 1024},
                   {"gather", "fp16", 4, 2048}, {"naive", "fp16", 4, 2048}, {"split_kv", "fp32", 32, 2048}} do
  local lens = sweep.fill(c[3], c[4])
  local layers = sweep.layers(lens, {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32, dtype = c[2]}, 4)
  local t = pa.kernel(c[1]):time(layers, {warmup = 5, iters = 30, graph = true, l2 = "cold"})
  out[#out + 1] = string.format("%s %s %dx%d %.2f", c[1], c[2], c[3], c[4], t.min)
end
print(table.concat(out, " | "))
