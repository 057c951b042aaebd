-- Unsplit launches alone and as layers: auto's launch of the smallest configs,
-- one launch between events after a flush (graph), and as a step's layers.
--   build/pabench bench/runs/2026-11-30-h200-flagged/lone_probe.lua TAG
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local tag = arg[1] or "?"
local cfgs = {{"seed000 2x60", 2, 60, 32, 16}, {"seed001 1x128", 1, 128, 16, 256}, {"seed001 8x128", 8, 128, 16, 256},
  {"seed001 32x128", 32, 128, 16, 256}, {"seed001 32x512", 32, 512, 16, 256}}
for _, c in ipairs(cfgs) do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]})
  local k = pa.kernel("auto")
  local err = k:run(l[1]):max_abs_err(l[1]:reference())
  local alone = k:time(l[1], {warmup = 5, iters = 50, graph = true, l2 = "cold"}).min
  local layer = k:time(l, {warmup = 5, iters = 30, graph = true, l2 = "cold"}).min
  print(string.format("%-5s %-16s %-26s alone %6.2f us  layer %6.2f us  err %.1e", tag, c[1], k:plan(l[1]).launch,
    alone, layer, err))
  bench.free_layers(l)
  collectgarbage()
end
