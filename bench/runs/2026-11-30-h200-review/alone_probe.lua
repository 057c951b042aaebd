-- 2 x 60 (seed 000) alone, every fp16 launch shape pabench has: which is fastest as a
-- lone launch (one launch between events after a flush, graph), beside its time as a
-- step's layers. Two passes.
--   build/pabench bench/runs/2026-11-30-h200-review/alone_probe.lua
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local l = sweep.layers(sweep.fill(2, 60), {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32})
local variants = {
  {"auto", {}}, {"paged", {}}, {"paged", {threads = 32}}, {"paged", {threads = 128}},
  {"gqa", {splits = 1}}, {"gqa", {splits = 1, threads = 32}}, {"gqa", {splits = 1, threads = 128}},
  {"gqa", {splits = 2}}, {"split_kv", {splits = 1}}, {"split_kv", {splits = 2}},
  {"paged", {chunk = 16}}, {"gqa", {splits = 1, chunk = 128}},
}
for pass = 1, 2 do
  for _, v in ipairs(variants) do
    local k = pa.kernel(v[1], v[2])
    local err = k:run(l[1]):max_abs_err(l[1]:reference())
    local alone = k:time(l[1], {warmup = 5, iters = 50, graph = true, l2 = "cold"}).min
    local layer = k:time(l, {warmup = 5, iters = 30, graph = true, l2 = "cold"}).min
    print(string.format("pass %d  %-34s alone %6.2f us  layer %5.2f us  err %.1e", pass, k:plan(l[1]).launch ..
      (v[2].threads and (" w" .. v[2].threads // 32) or ""), alone, layer, err))
  end
end
bench.free_layers(l)
