-- CTA timelines of decode steps timed as layers, from a trace build:
--   make TRACE=1                (builds build-trace/pabench)
--   PABENCH_TRACE=trace.csv build-trace/pabench bench/trace_probe.lua [pattern,...] [layers]
--   python3 bench/trace_layers.py trace.csv
-- Each config is timed as bench/ab.lua times it (auto, graph replay, L2 cold),
-- as a step of 16 layers unless `layers` says otherwise (1: a lone launch);
-- the trace holds the launches of the last sample. In an ordinary build the
-- script only times.
require("pa.options").script_help(arg)
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local wanted = sweep.matching(arg[1])
local nlayers = math.tointeger(tonumber(arg[2] or 16))
if not nlayers or nlayers < 1 then error("trace_probe: layers must be a whole number >= 1, got " .. tostring(arg[2]), 0) end
if not pa.built_with_trace then
  io.stderr:write("trace_probe: this pabench stamps no timelines (build one with make TRACE=1); timing only\n")
elseif not os.getenv("PABENCH_TRACE") then
  io.stderr:write("trace_probe: PABENCH_TRACE is not set: the timelines are not kept\n")
end
-- name, batch, length, heads, block, kv heads (8 unless given); head_dim 128, fp16
local cfgs = {
  {"seed000 2x60", 2, 60, 32, 16}, {"seed001 8x128", 8, 128, 16, 256}, {"seed001 32x128", 32, 128, 16, 256},
  {"seed000 16x256", 16, 256, 32, 16}, {"seed001 8x512", 8, 512, 16, 256}, {"long 1x4096", 1, 4096, 32, 16},
  {"seed000 4x2048", 4, 2048, 32, 16}, {"long 1x65536", 1, 65536, 32, 16}, {"gqa16 1x65536", 1, 65536, 128, 16},
  {"long 1x3072", 1, 3072, 32, 16}, {"kv4 1x4096", 1, 4096, 16, 16, 4}, {"gqa8 1x65536", 1, 65536, 64, 16},
  -- one kv head: a single sequence's parts, one CTA merging all of them
  {"kv1 1x404952", 1, 404952, 8, 16, 1},
}
for _, c in ipairs(cfgs) do
  if wanted(c[1]) then
    local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = c[6] or 8, head_dim = 128, heads = c[4]},
      nlayers)
    local k = pa.kernel("auto")
    local s = k:time(l, {warmup = 3, iters = 5, graph = true, l2 = "cold"})
    print(string.format("%-16s %-30s %8.2f us a layer (best of 5), %.1f MB a layer", c[1], k:plan(l[1]).launch, s.min,
      l[1].bytes / 1e6))
    bench.free_layers(l)
    collectgarbage()
  end
end
