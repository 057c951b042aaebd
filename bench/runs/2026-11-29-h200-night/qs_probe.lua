local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 20, graph = true, l2 = "cold"}
for _, c in ipairs{{"gqa8 1x65536", 64}, {"gqa16 1x65536", 128}} do
  local layers = sweep.layers(sweep.fill(1, 65536), {block_size = 16, kv_heads = 8, head_dim = 128, heads = c[2]}, 4)
  local ref = layers[1]:reference()
  for _, sp in ipairs{4, 8, 16} do
    local k = pa.kernel("gqa", {splits = sp})
    local err = k:run(layers[1]):max_abs_err(ref)
    local s = k:time(layers, T)
    print(string.format("%s cap %s splits %2d: %.2f us %.1f %% err %.1e", c[1], os.getenv("PA_QS_CAP") or "default", sp, s.min,
      100 * s.gbps / pa.read_bandwidth(), err))
  end
  bench.free_layers(layers)
end
