-- The counted merge's cost on either side of 32 partitions, where it goes from
-- one level to two (kernels/mma_decode.cu): each step timed by the grouped
-- kernel at split counts up to 32 and past it, as layers (graph replay, L2
-- cold), after a check against the reference. In a trace build the last
-- sample's CTA timelines go where PABENCH_TRACE says; bench/trace_layers.py
-- reads them (the merging CTA is each layer's "last CTA").
--   build/pabench bench/merge_probe.lua [pattern,...] [layers]
require("pa.options").script_help(arg)
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local wanted = sweep.matching(arg[1])
local nlayers = arg[2] and math.tointeger(tonumber(arg[2]))
if arg[2] and (not nlayers or nlayers < 1) then
  io.stderr:write("bench/merge_probe.lua: layers must be a whole number >= 1, got '", arg[2], "'\n")
  os.exit(2)
end
local T = {warmup = 3, iters = 10, graph = true, l2 = "cold"}
-- name, dtype, head_dim, heads, kv heads, batch, length, block, allocator, counts
local steps = {
  {"d256 g2 2x21198", "bf16", 256, 2, 1, 2, 21198, 16, "contiguous", {32, 33, 34, 40, 42, 48, 64, 66}},
  {"d128 g1 2x28800", "fp16", 128, 2, 2, 2, 28800, 16, "contiguous", {32, 33, 40, 48, 64, 66}},
  {"d64 g2 4x47141", "fp16", 64, 2, 1, 4, 47141, 1, "contiguous", {32, 33, 37, 40, 47, 62, 64}},
  {"d256 g8 2x16931", "bf16", 256, 8, 1, 2, 16931, 1, "contiguous", {32, 33, 34, 45, 66}},
  {"d128 g16 1x42745", "fp16", 128, 32, 2, 1, 42745, 256, "contiguous", {32, 33, 34, 42, 56, 64}},
  {"d128 g4 1x65536", "fp16", 128, 32, 8, 1, 65536, 16, "shuffled", {16, 32, 33, 40, 48, 64}},
}
for _, s in ipairs(steps) do
  if wanted(s[1]) then
    local shape = {dtype = s[2], head_dim = s[3], heads = s[4], kv_heads = s[5], block_size = s[8], allocator = s[9]}
    local l = sweep.layers(sweep.fill(s[6], s[7]), shape, nlayers)
    local ref = l[1]:reference()
    for _, n in ipairs(s[10]) do
      local k = pa.kernel("gqa", {splits = n})
      local err = k:run(l[1]):max_abs_err(ref)
      local t = k:time(l, T)
      print(string.format("%-18s %-4s %4d parts  %8.2f us a layer (best of %d, median %.2f)  %5.1f MB  err %.1e  %s",
        s[1], s[2], n, t.min, T.iters, t.median, l[1].bytes / 1e6, err, k:plan(l[1]).launch))
    end
    bench.free_layers(l)
    collectgarbage()
  end
end
