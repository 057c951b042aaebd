local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 20, iters = 100, graph = true, l2 = "cold"}
local P = {warmup = 20, iters = 100, graph = false, l2 = "cold"}
local l = sweep.layers(sweep.fill(2, 60), {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32}, 64)
for _, v in ipairs{{"paged", {}}, {"paged", {threads = 128}}, {"paged", {threads = 128, chunk = 32}}, {"paged", {threads = 64}}, {"split_kv", {splits = 2, threads = 64}}, {"gqa", {}}, {"gqa", {threads = 128}}} do
  local k = pa.kernel(v[1], v[2])
  print(string.format("%-8s threads %-4s chunk %-3s pdl %-3s iso %.2f plain %.2f layer %.2f", v[1], tostring(v[2].threads or "-"),
    tostring(v[2].chunk or "-"), os.getenv("PA_NO_PDL") and "off" or "on", k:time(l[1], T).min, k:time(l[1], P).min, k:time(l, T).min))
end
bench.free_layers(l)
