-- Front-loaded parts on grids under 3/5 of the SMs (PA_PROBE_FRONT_ANY_GRID=1 lifts
-- pa_front_parts' rule): 1 x 4096 in 9 parts, 7 of them long (72 CTAs), against
-- the tree's 10 with 6 long (80 CTAs). µs a layer, graph replay, L2 cold.
--   build/pabench probe.lua TAG
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 30, graph = true, l2 = "cold"}
local tag = arg[1] or "?"
local bw = pa.read_bandwidth()
-- name, batch, length, heads, block, kv heads, allocator
local cfgs = {
  {"1x4096", 1, 4096, 32, 16, 8}, {"1x4096 block1", 1, 4096, 32, 1, 8},
  {"1x4096 fragmented", 1, 4096, 32, 16, 8, "fragmented"}, {"g8 1x4096", 1, 4096, 64, 16, 8},
  {"g2 1x4096", 1, 4096, 16, 16, 8}, {"kv4 2x4096", 2, 4096, 16, 16, 4},
  {"1x3584", 1, 3584, 32, 16, 8}, {"1x3840", 1, 3840, 32, 16, 8},
}
print(string.format("%-4s read bandwidth %.1f GB/s", tag, bw))
for _, c in ipairs(cfgs) do
  local l = sweep.layers(sweep.fill(c[2], c[3]),
    {block_size = c[5], kv_heads = c[6], head_dim = 128, heads = c[4], allocator = c[7]})
  local ref = l[1]:reference()
  for _, o in ipairs{{"auto"}, {"gqa", 8}, {"gqa", 9}, {"gqa", 10}} do
    local k = pa.kernel(o[1], o[2] and {splits = o[2]} or nil)
    local err = k:run(l[1]):max_abs_err(ref)
    local s = k:time(l, T)
    print(string.format("%-4s %-18s %-4s %-36s %7.2f us %5.1f %%  err %.1e", tag, c[1], o[2] or "auto",
      k:plan(l[1]).launch, s.min, 100 * s.gbps / bw, err))
  end
  bench.free_layers(l)
  collectgarbage()
end
