-- 2 x 60 alone before and after the same launch timed as a step's layers, and
-- after peak.lua's sweep of kernels and splits on the config: which of the
-- suite's conditions makes its lone figure read higher than lone_probe.lua's.
--   build/pabench bench/runs/2026-11-30-h200-flagged/order_probe.lua
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local l = sweep.layers(sweep.fill(2, 60), {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32})
local T1 = {warmup = 10, iters = 50, graph = true, l2 = "cold"}
local function alone(label, name, opts)
  local k <close> = pa.kernel(name, opts)
  print(string.format("%-34s %-28s alone %6.2f us", label, k:plan(l[1]).launch, k:time(l[1], T1).min))
end
for pass = 1, 2 do
  alone("first", "split_kv", {splits = 1})
  local k <close> = pa.kernel("split_kv", {splits = 1})
  print(string.format("%-34s %-28s layer %6.2f us", "the same as layers", k:plan(l[1]).launch, k:time(l, T1).min))
  alone("after the layers", "split_kv", {splits = 1})
  for _, s in ipairs{1, 2, 4, 8, 16, 32, 64} do
    for _, name in ipairs{"split_kv", "gqa"} do
      local kk <close> = pa.kernel(name, {splits = s})
      kk:time(l, T1)
    end
  end
  alone("after a sweep of 14 launches", "split_kv", {splits = 1})
  alone("paged, after the sweep", "paged", {})
end
bench.free_layers(l)
