-- Explicit launches against one another, as layers (graph replay, L2 cold, best
-- of 30): a build's line per config and launch. build/pabench launch_ab.lua TAG
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 30, graph = true, l2 = "cold"}
local tag = arg[1] or "?"
-- name, batch, length, heads, block, {launches}
local cfgs = {
  {"long 1x4096", 1, 4096, 32, 16, {{}, {threads = 128, splits = 16}, {threads = 128, splits = 32}}},
  {"seed000 4x2048", 4, 2048, 32, 16, {{}, {threads = 128, splits = 8}, {threads = 256, splits = 8}}},
  {"seed000 16x256", 16, 256, 32, 16, {{}, {threads = 128, splits = 1}, {threads = 128, splits = 2}}},
  {"seed001 8x512", 8, 512, 16, 256, {{}, {threads = 128, splits = 2}, {threads = 128, splits = 4}}},
  {"seed001 32x128", 32, 128, 16, 256, {{}}},
  {"seed000 2x60", 2, 60, 32, 16, {{}}},
  {"long 1x65536", 1, 65536, 32, 16, {{}}},
}
local bw = pa.read_bandwidth()
for _, c in ipairs(cfgs) do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]},
    sweep.layers_for(c[2] * c[3] * 8 * 128 * 4))
  for _, o in ipairs(c[6]) do
    local k = next(o) and pa.kernel("gqa", o) or pa.kernel("auto")
    local err = k:run(l[1]):max_abs_err(l[1]:reference())
    local s = k:time(l, T)
    print(string.format("%-8s %-16s t%-4s %-30s %8.2f us %5.1f %%  err %.1e", tag, c[1], tostring(o.threads or "auto"), k:plan(l[1]).launch, s.min,
      100 * s.gbps / bw, err))
  end
  bench.free_layers(l)
  collectgarbage()
end
