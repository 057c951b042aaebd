local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 20, graph = true, l2 = "cold"}
for _, c in ipairs{{"long 1x65536", 1, 65536, 32, 16}, {"gqa8 1x65536", 1, 65536, 64, 16}, {"long 8x32768", 8, 32768, 32, 16}, {"long 1x16384", 1, 16384, 32, 16}} do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]}, sweep.layers_for(c[2] * c[3] * 8 * 128 * 4))
  local k = pa.kernel("auto")
  local err = k:run(l[1]):max_abs_err(l[1]:reference())
  local s = k:time(l, T)
  print(string.format("%-14s %-30s %8.2f us %5.1f %%  err %.1e", c[1], k:plan(l[1]).launch, s.min, 100 * s.gbps / pa.read_bandwidth(), err))
  bench.free_layers(l)
end
