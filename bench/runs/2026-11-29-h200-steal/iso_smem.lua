-- A lone 2 x 60 launch against the shared memory its CTAs take: the same kernel at
-- 1, 2, 4 and 8 warps (16, 32, 64 and 128 KiB of ring a CTA: two slots of 16 tokens'
-- K and V a warp), alone after an L2 flush and as a step's layers.
--   build/pabench bench/runs/2026-11-29-h200-steal/iso_smem.lua
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local layers = sweep.layers(sweep.fill(2, 60), {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32}, 64)
print(string.format("%-34s %9s %9s %9s", "launch", "iso graph", "iso plain", "layer"))
for _, name in ipairs{"paged", "gqa"} do
  for _, threads in ipairs{32, 64, 128, 256} do
    local k = pa.kernel(name, {threads = threads})
    local b = layers[1]
    local err = k:run(b):max_abs_err(b:reference())
    assert(err < 2e-2, name .. " wrong answer " .. err)
    local function t(what, graph) return k:time(what, {warmup = 5, iters = 50, graph = graph, l2 = "cold"}).min end
    print(string.format("%-34s %9.2f %9.2f %9.2f", k:plan(b).launch .. " threads " .. threads, t(b, true), t(b, false),
      t(layers, true)))
  end
end
bench.free_layers(layers)
