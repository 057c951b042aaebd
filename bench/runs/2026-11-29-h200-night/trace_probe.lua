local sweep = require "pa.sweep"
local bench = require "pa.bench"
local which = arg[1]
local cfg = {
  long = {1, 65536, 32, 8, 16, {splits = 16}},
  gqa8 = {1, 65536, 64, 8, 16, {splits = 16}},
  mid = {16, 256, 32, 8, 16, {splits = 1}},
  b8 = {8, 32768, 32, 8, 16, {splits = 2}},
}
local nb, len, heads, kvh, bs, o = table.unpack(cfg[which])
local layers = sweep.layers(sweep.fill(nb, len), {block_size = bs, kv_heads = kvh, head_dim = 128, heads = heads}, tonumber(arg[2]) or 4)
local k = pa.kernel("gqa", o)
io.stderr:write(string.format("%s %d layers\n", which, #layers))
local s = k:time(layers, {warmup = 3, iters = 1, graph = true, l2 = "cold"})
io.stderr:write(string.format("per layer %.2f us\n", s.min))
io.stdout:flush()
io.stderr:write("END\n")
bench.free_layers(layers)
