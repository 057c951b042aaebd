-- 2 x 60 alone with everything warm (no flush: the same launch's K/V, table and
-- code in L2 from the sample before) against iso us (L2 flushed), three passes
-- of 200 each: how much of a lone launch is its DRAM round trips.
local pa = require "pa"
local sweep = require "pa.sweep"
local layers = sweep.layers(sweep.fill(2, 60), {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32}, 2)
local b = layers[1]
for _, kc in ipairs{{"paged", {chunk = 64}}, {"gqa", {chunk = 16, splits = 1, threads = 128}}} do
  local k = pa.kernel(kc[1], kc[2])
  assert(k:run(b):max_abs_err(b:reference()) < 2e-2)
  local cold, warm = {}, {}
  for pass = 1, 3 do
    cold[pass] = string.format("%.2f", k:time(b, {warmup = 5, iters = 200, graph = true, l2 = "cold"}).min)
    warm[pass] = string.format("%.2f", k:time(b, {warmup = 5, iters = 200, graph = true, l2 = "warm"}).min)
  end
  print(string.format("%-40s cold %s | warm %s", k:plan(b).launch, table.concat(cold, " "), table.concat(warm, " ")))
end
