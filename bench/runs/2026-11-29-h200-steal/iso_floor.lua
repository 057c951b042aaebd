-- The floor of a lone launch in pabench's timing: the smallest decode (16 tokens,
-- one head) and seed000 2 x 60, by each kernel, one launch between two events
-- after an L2 flush (as a one-launch graph and plainly), against the same
-- launches as a step's layers. bench/harness_floor.py times the seed's Triton
-- kernel and a one-store kernel the same way and as triton.testing.do_bench does.
--   build/pabench bench/runs/2026-11-29-h200-steal/iso_floor.lua
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"

local T = {warmup = 5, iters = 50}
local configs = {{"1x16, 1 head", 1, 16, 1, 1}, {"seed000 2x60", 2, 60, 32, 8}}
print(string.format("%-14s %-6s %-30s %9s %9s %9s", "config", "dtype", "launch", "iso graph", "iso plain", "layer"))
for _, c in ipairs(configs) do
  for _, dtype in ipairs{"fp16", "fp32"} do
    for _, name in ipairs{"auto", "paged", "paged_scalar", "naive"} do
      local shape = {block_size = 16, kv_heads = c[5], head_dim = 128, heads = c[4], dtype = dtype}
      local layers = sweep.layers(sweep.fill(c[2], c[3]), shape, 64)
      local k = pa.kernel(name)
      local b = layers[1]
      local err = k:run(b):max_abs_err(b:reference())
      assert(err < 2e-2, c[1] .. " " .. name .. ": wrong answer " .. err)
      local function t(what, graph) return k:time(what, {warmup = T.warmup, iters = T.iters, graph = graph, l2 = "cold"}).min end
      print(string.format("%-14s %-6s %-30s %9.2f %9.2f %9.2f", c[1], dtype, k:plan(b).launch, t(b, true), t(b, false),
        t(layers, true)))
      bench.free_layers(layers)
      collectgarbage()
    end
  end
end
print("iso: one launch between events after an L2 flush (graph: captured as a one-launch graph); layer:")
print("64 layers with K/V of their own in one graph, per layer. Best of " .. T.iters .. ".")
