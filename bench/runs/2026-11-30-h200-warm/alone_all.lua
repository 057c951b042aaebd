-- 2 x 60 (seed 000) alone in every kernel pabench has for fp16, the CUDA-core ones
-- (paged_scalar, naive, gather) beside the tensor-core launches the review round
-- timed: is any of them faster as a lone launch than the seed's Triton kernel?
-- Lone launch: a flush, then one launch between events, graph replay (peak.lua's
-- "iso"). Two passes.   build/pabench bench/runs/2026-11-30-h200-warm/alone_all.lua
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local l = sweep.layers(sweep.fill(2, 60), {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32})
local variants = {
  {"auto", {}}, {"gqa", {splits = 1, threads = 128}},
  {"paged_scalar", {}}, {"paged_scalar", {threads = 64}}, {"paged_scalar", {threads = 256}},
  {"paged_scalar", {chunk = 16}}, {"paged_scalar", {chunk = 64}},
  {"naive", {}}, {"gather", {}},
}
for pass = 1, 2 do
  for _, v in ipairs(variants) do
    local k = pa.kernel(v[1], v[2])
    local ok, out = pcall(k.run, k, l[1])
    if not ok then
      print(string.format("pass %d  %-12s %-20s %s", pass, v[1], "", tostring(out):sub(1, 80)))
    else
      local err = out:max_abs_err(l[1]:reference())
      local alone = k:time(l[1], {warmup = 5, iters = 50, graph = true, l2 = "cold"}).min
      local layer = k:time(l, {warmup = 5, iters = 30, graph = true, l2 = "cold"}).min
      print(string.format("pass %d  %-40s alone %6.2f us  layer %5.2f us  err %.1e", pass,
        k:plan(l[1]).launch .. (v[2].threads and (" threads " .. v[2].threads) or ""), alone, layer, err))
    end
  end
end
bench.free_layers(l)
