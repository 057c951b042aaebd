-- Where the fixed cost of a small decode step goes: one launch between two
-- events after an L2 flush (the isolated step), against the same kernel as the
-- layers of a step (kernel:time over a list of batches, each with its own K/V,
-- together several times the L2), captured as one graph or launched plainly.
--   build/pabench bench/floor_probe.lua [kernel] [pattern,pattern,...]   (Lua patterns on the config names)
require("pa.options").script_help(arg)
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"

local kernel = arg[1] or "auto"
local wanted = sweep.matching(arg[2])
local l2 = pa.device().l2_bytes
local configs = {
  {"1x16, 1 head", 1, 16, 1, 1, 128, 16},
  {"seed000 2x60", 2, 60, 32, 8, 128, 16},
  {"seed000 1x512", 1, 512, 32, 8, 128, 16},
  {"seed001 1x128", 1, 128, 16, 8, 128, 256},
  {"seed001 8x128", 8, 128, 16, 8, 128, 256},
  {"seed001 32x128", 32, 128, 16, 8, 128, 256},
  {"seed000 16x256", 16, 256, 32, 8, 128, 16},
  {"seed000 4x2048", 4, 2048, 32, 8, 128, 16},
  {"seed001 8x2048", 8, 2048, 16, 8, 128, 256},
  {"seed001 32x512", 32, 512, 16, 8, 128, 256},
  {"long 1x16384", 1, 16384, 32, 8, 128, 16},
}
local T = {warmup = 5, iters = 30}
local function time(k, what, graph, cold)
  return k:time(what, {warmup = T.warmup, iters = T.iters, graph = graph, l2 = cold and "cold" or "warm"}).min
end

print(string.format("kernel %s, L2 %.1f MB, best of %d", kernel, l2 / 1e6, T.iters))
print(string.format("%-16s %8s %6s  %9s %9s %9s  %6s %9s %9s %9s %7s", "config", "MB", "launch", "iso cold",
  "iso warm", "iso plain", "layers", "graph", "plain", "same", "GB/s"))
for _, c in ipairs(configs) do
  if not wanted(c[1]) then goto next end
  local name, nb, len, heads, kvh, d, bs = table.unpack(c)
  local shape = {block_size = bs, kv_heads = kvh, head_dim = d, heads = heads}
  local lens = sweep.fill(nb, len)
  local layers = sweep.layers(lens, shape,
    function(bytes) return sweep.layers_for(bytes, {target = 3 * l2, max = 1024}) end)
  local n = #layers
  local k = pa.kernel(kernel)
  local err = k:run(layers[n]):max_abs_err(layers[n]:reference())
  assert(err < 2e-2, name .. ": wrong answer, max abs err " .. err)
  local same = {}
  for i = 1, n do same[i] = layers[1] end
  local b = layers[1]
  local lg = time(k, layers, true, true)
  print(string.format("%-16s %8.2f %6s  %9.2f %9.2f %9.2f  %6d %9.2f %9.2f %9.2f %7.0f", name, b.bytes / 1e6,
    k:plan(b).kernel .. "/" .. k:plan(b).splits, time(k, b, true, true), time(k, b, true, false),
    time(k, b, false, true), n, lg, time(k, layers, false, true), time(k, same, true, true), b.bytes / (lg * 1e3)))
  bench.free_layers(layers)
  collectgarbage()
  ::next::
end
print("iso: one launch between events (cold: after an L2 flush; plain: no graph); layers: that many")
print("batches with K/V of their own in one graph (graph) or launched one by one (plain), per layer;")
print("same: the first batch that many times in one graph (warm after the first). GB/s from 'graph'.")
