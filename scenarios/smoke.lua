-- Smoke run: one mixed batch, every kernel checked against the reference, then timed.
local pa = require "pa"
local bench = require "pa.bench"
local report = require "pa.report"
local sweep = require "pa.sweep"
local plot = require "pa.plot"

local opts = require("pa.options").parse(arg, sweep.with_shape({
  name = "smoke.lua",
  description = "One heterogeneous batch (seed 000's shapes), every kernel: correct first, then timed.",
  {"ctx", "list", {17, 512, 2048, 60}, "context lengths of the batch's sequences", min = 1, max = 1 << 30,
   repeats = true},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}))
plot.check(opts.plot)
-- a CPU --quick size, unless --ctx was given
sweep.shrink(opts, {ctx = {17, 200, 60}})

local timing = sweep.timing(opts)
local blocks = 0
for _, l in ipairs(opts.ctx) do blocks = blocks + (l + opts.block_size - 1) // opts.block_size end
local cache = pa.cache{blocks = blocks * 2, block_size = opts.block_size, kv_heads = opts.kv_heads,
                       head_dim = opts.head_dim, dtype = opts.dtype, seed = 1}
local alloc = pa.allocator(opts.allocator, cache, {seed = 7})
local batch = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = opts.ctx, seed = 3}
local ref = batch:reference()

bench.header(timing)
print(string.format("batch: %s\n", tostring(batch)))
local rows = {}
local names = pa.kernels()
local progress = bench.progress(opts)
for i, k in ipairs(names) do
  progress(i - 1, #names, k.name)
  rows[#rows + 1] = bench.measure(pa.kernel(k.name), batch, ref, timing)
end
progress(#names, #names)
bench.speedups(rows, "naive")
report.table(rows, bench.columns)
sweep.finish(opts, sweep.results("smoke", opts, timing, rows), bench.columns, function(res)
  local function batch() return tostring(#opts.ctx) .. " sequences" end
  return plot.bandwidth_bars(res.rows, batch, "kernel",
    {title = "smoke: achieved bandwidth per kernel (" .. pa.device().name .. ")"})
end)
