-- Seed 003: the cost of the read alone, gather-then-attend vs the fused paged read, across history lengths.
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"
local summary = require "pa.summary"

local cuda = pa.backend() == "cuda"
local opts = options.parse(arg, sweep.with_shape({
  name = "readbench.lua",
  description = "Seed 003 (readbench): one sequence of a Llama-3.2-1B-shaped cache (32 heads, 8 KV heads,\n" ..
    "head_dim 64), prefilled once so that only the read is timed. gather (rebuild the contiguous\n" ..
    "history, then attend) against paged (attend over the scattered blocks in place), over history\n" ..
    "lengths. Best-of is the headline; median and mean show the spread. Default lengths: 16..4096\n" ..
    "on the CPU, 16..65536 on a GPU.",
  {"history", "list", sweep.ladder(16, cuda and 65536 or 4096, 4), "history lengths (tokens)", min = 1, max = 1 << 30},
  {"kernels", "list", {"gather", "paged"}, "reads to compare (the last is the ratio's base)",
   choices = sweep.kernel_names()},
  {"batch", "int", 1, "sequences per step", min = 1, max = 1 << 20},
}, {heads = 32, kv_heads = 8, head_dim = 64, block_size = 16, dtype = "fp16", allocator = "shuffled"}))
plot.check(opts.plot)
sweep.shrink(opts, {history = sweep.ladder(16, 1024, 4)})
table.sort(opts.history)

-- the seed timed each read 400 times; so does a GPU here unless told otherwise
local timing = sweep.timing(opts, cuda and {iters = 400} or nil)
local base = opts.kernels[#opts.kernels]
sweep.header(timing, string.format(
  "readbench: batch %d, heads %d, kv heads %d, head_dim %d, block %d, %s, %s tables; ratio = %s time / kernel time",
  opts.batch, opts.heads, opts.kv_heads, opts.head_dim, opts.block_size, opts.dtype, opts.allocator, base))

local kernels = sweep.kernel_list(opts.kernels)
local step, done = sweep.stepper(opts, #opts.history * #kernels)
local rows = {}
for n, len in ipairs(opts.history) do
  local lens = sweep.fill(opts.batch, len)
  local cache <close> = sweep.cache(lens, {block_size = opts.block_size, kv_heads = opts.kv_heads,
    head_dim = opts.head_dim, dtype = opts.dtype, seed = n})
  local alloc = pa.allocator(opts.allocator, cache, {seed = 20 + n})
  -- the write (filling the cache) happens here, once; the timed closures only read
  local batch <close> = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = lens,
                                 seed = 200 + n}
  local ref = batch:reference()
  local these = sweep.measure_all(kernels, batch, ref, timing, {history = len, bytes = batch.bytes}, step)
  bench.speedups(these, base)
  for _, r in ipairs(these) do rows[#rows + 1] = r end
end
done()

local columns = sweep.columns({{key = "history", title = "history", align = "right"}}, {
  speedup = "ratio", after_median = {sweep.MEAN_COLUMN}, drop = {launch = true}})
print()
report.table(rows, columns)

-- the shape of the curve: the floor at the shortest history, and what the
-- last leg of the sweep costs against how much longer the history got
local function by_kernel(name)
  local t = {}
  for _, r in ipairs(rows) do if r.kernel == name then t[#t + 1] = r end end
  return t
end
print()
-- a kernel with too few correct lengths for a curve goes in no_curve, with
-- the lengths it failed at, rather than nowhere
local curves, no_curve = {}, {}
for _, name in ipairs(opts.kernels) do
  local t = by_kernel(name)
  local s, line, failed = summary.curve(name, t)
  if s then
    curves[#curves + 1] = s
  else
    no_curve[#no_curve + 1] = {kernel = name, no_correct_run = failed}
  end
  print(line)
end
print("best-of is the headline: noise only ever makes a sample slower, so the fastest is the cleanest estimate.")

sweep.finish(opts, sweep.results("readbench", opts, timing, rows,
  {summary = curves, no_curve = #no_curve > 0 and no_curve or nil}), columns, function(res)
  return {title = "paged read: time per decode step vs history (" .. pa.device().name .. ")",
          xlabel = "history (tokens)", ylabel = "best time per step (us)", logx = 2, logy = true,
          series = plot.series(res.rows, "history", "us", "kernel")}
end)
