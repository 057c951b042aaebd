local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 10, iters = 50, graph = true, l2 = "cold"}
local P = {warmup = 10, iters = 50, graph = false, l2 = "cold"}
local W = {warmup = 10, iters = 50, graph = true, l2 = "warm"}
for _, c in ipairs{{"seed000 2x60", 2, 60, 32, 16}, {"seed001 1x128", 1, 128, 16, 256}, {"seed000 1x512", 1, 512, 32, 16}, {"seed001 8x128", 8, 128, 16, 256}, {"long 1x4096", 1, 4096, 32, 16}} do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]}, 1)
  local k = pa.kernel("auto")
  print(string.format("%-14s carve %-4s  iso %.2f  plain %.2f  warm %.2f  (%s)", c[1], os.getenv("PA_FLUSH_CARVE") or "-",
    k:time(l[1], T).min, k:time(l[1], P).min, k:time(l[1], W).min, k:plan(l[1]).launch))
  bench.free_layers(l)
end
