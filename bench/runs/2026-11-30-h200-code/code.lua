-- Lone launches with their code cold (as peak.lua's iso us: L2 flushed before
-- each) and with it warm (the same launch run on another layer's data right
-- after the flush, then the timed launch on data nothing has touched since).
-- Needs the probe build: PA_PROBE_IWARM=1 build/pabench.iwarm code.lua
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"

local ISO = {warmup = 5, iters = 200, graph = true, l2 = "cold"}
local configs = {
  {"2 x 60", {2, 60}, {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32},
   {{"paged", {chunk = 64}}, {"gqa", {chunk = 16, splits = 1, threads = 128}}}},
  {"1 x 512", {1, 512}, {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32}, {{"auto", {}}}},
  {"seed001 1 x 128", {1, 128}, {block_size = 256, kv_heads = 8, head_dim = 128, heads = 16}, {{"auto", {}}}},
  {"16 x 256", {16, 256}, {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32}, {{"auto", {}}}},
}
print(string.format("%-18s %-44s %s", "config", "launch", "alone us, code cold | code warm (best of 200, three passes)"))
for _, c in ipairs(configs) do
  local layers = sweep.layers(sweep.fill(c[2][1], c[2][2]), c[3], 2)
  local ref = layers[2]:reference()
  for _, kc in ipairs(c[4]) do
    local k = pa.kernel(kc[1], kc[2])
    local out = k:run(layers[2])
    assert(out:max_abs_err(ref) < 2e-2, "wrong answer")
    local cold, warm = {}, {}
    for pass = 1, 3 do
      cold[pass] = k:time(layers[2], ISO).min
      warm[pass] = k:time(layers, ISO).min
    end
    print(string.format("%-18s %-44s %6.2f %6.2f %6.2f | %6.2f %6.2f %6.2f", c[1], k:plan(layers[2]).launch,
                        cold[1], cold[2], cold[3], warm[1], warm[2], warm[3]))
  end
  bench.free_layers(layers)
end
