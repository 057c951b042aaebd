-- The two knobs of the chunked kernels at a long context: tokens per chunk, and KV splits.
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"
local summary = require "pa.summary"

local opts = options.parse(arg, sweep.with_shape({
  name = "chunk_size.lua",
  description = "At one long context: the chunk sweep (tokens a block loads per step of its online softmax)\n" ..
    "for the unsplit kernels, and the split sweep (KV partitions per sequence, merged by a\n" ..
    "reduce) for the split kernels. The seed's Triton kernel used a chunk of 64 for head_dim 128.",
  {"ctx", "int", 32768, "tokens per sequence", min = 1, max = 1 << 30},
  {"batch", "int", 1, "sequences", min = 1, max = 1 << 20},
  {"chunks", "list", sweep.ladder(8, 256), "chunk sizes (powers of two)", min = 1,
   max = pa.kernel_limits.chunk},
  {"chunk_kernels", "list", {"paged", "paged_scalar"}, "kernels for the chunk sweep",
   choices = {"paged", "paged_scalar", "split_kv", "gqa"}},
  {"splits", "list", sweep.ladder(1, 64), "split counts", min = 1, max = pa.kernel_limits.splits},
  {"split_kernels", "list", {"split_kv", "gqa"}, "kernels for the split sweep", choices = {"split_kv", "gqa"}},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}))
plot.check(opts.plot)
for _, c in ipairs(opts.chunks) do
  if c & (c - 1) ~= 0 then options.fail("--chunks: each must be a power of two (got " .. c .. ")") end
end
sweep.shrink(opts, {ctx = 1024, chunks = {8, 32, 128}, splits = {1, 4, 16}})
table.sort(opts.chunks)
table.sort(opts.splits)

local timing = sweep.timing(opts)
local lens = sweep.fill(opts.batch, opts.ctx)
local cache <close> = sweep.cache(lens, {block_size = opts.block_size, kv_heads = opts.kv_heads,
  head_dim = opts.head_dim, dtype = opts.dtype, seed = 1})
local alloc = pa.allocator(opts.allocator, cache, {seed = 5})
local batch <close> = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = lens, seed = 2}
sweep.header(timing, string.format(
  "chunk size: %d x %d tokens (%s of K+V), heads %d, kv heads %d, head_dim %d, block %d, %s, %s tables",
  opts.batch, opts.ctx, sweep.label_mb(batch.bytes), opts.heads, opts.kv_heads, opts.head_dim, opts.block_size,
  opts.dtype, opts.allocator))

local chunk_runs, split_runs = {}, {}
for _, name in ipairs(opts.chunk_kernels) do
  for _, c in ipairs(opts.chunks) do
    chunk_runs[#chunk_runs + 1] = {name = name, opts = {chunk = c, splits = (name == "split_kv" or name == "gqa") and 1 or nil}}
  end
end
for _, name in ipairs(opts.split_kernels) do
  for _, s in ipairs(opts.splits) do split_runs[#split_runs + 1] = {name = name, opts = {splits = s}} end
end

local ref = batch:reference()
local step, done = sweep.stepper(opts, #chunk_runs + #split_runs)
local chunk_rows = sweep.measure_all(chunk_runs, batch, ref, timing, {sweep = "chunk", ctx = opts.ctx, bytes = batch.bytes}, step)
local split_rows = sweep.measure_all(split_runs, batch, ref, timing, {sweep = "splits", ctx = opts.ctx, bytes = batch.bytes}, step)
done()

-- each kernel against its own best setting: how much the knob is worth
summary.vs_best(chunk_rows)
summary.vs_best(split_rows)

local chunk_columns = sweep.columns({{key = "chunk", title = "chunk", align = "right"}}, {speedup = false})
table.insert(chunk_columns, #chunk_columns, {key = "vs_best", title = "vs best", fmt = "%.2fx"})
local split_columns = sweep.columns({{key = "splits", title = "splits", align = "right"}}, {speedup = false})
table.insert(split_columns, #split_columns, {key = "vs_best", title = "vs best", fmt = "%.2fx"})

print("\nchunk sweep (tokens per step of the online softmax)")
report.table(chunk_rows, chunk_columns)
print("\nsplit sweep (KV partitions per sequence)")
report.table(split_rows, split_columns)

print()
for _, line in ipairs(summary.best_settings(chunk_rows, "chunk")) do print(line) end
for _, line in ipairs(summary.best_settings(split_rows, "splits")) do print(line) end
print("vs best: the kernel's best time over all settings, divided by this row's time.")

local rows = {}
for _, r in ipairs(chunk_rows) do rows[#rows + 1] = r end
for _, r in ipairs(split_rows) do rows[#rows + 1] = r end
local csv_columns = sweep.columns({{key = "sweep"}, {key = "chunk"}, {key = "splits"}}, {speedup = false})
table.insert(csv_columns, #csv_columns, {key = "vs_best"})
sweep.finish(opts, sweep.results("chunk_size", opts, timing, rows), csv_columns, function(res)
  local cr, sr = {}, {}
  for _, r in ipairs(res.rows) do
    if r.sweep == "chunk" then cr[#cr + 1] = r else sr[#sr + 1] = r end
  end
  return {title = string.format("chunk and split sweeps at %d x %d tokens (%s)", opts.batch, opts.ctx,
                                pa.device().name),
          panels = {
            {title = "chunk sweep", xlabel = "chunk (tokens)", ylabel = "best time per step (us)",
             logx = 2, logy = true, xtics = opts.chunks, series = plot.series(cr, "chunk", "us", "kernel")},
            {title = "split sweep", xlabel = "splits per sequence", ylabel = "best time per step (us)",
             logx = 2, logy = true, xtics = opts.splits, series = plot.series(sr, "splits", "us", "kernel")},
          }}
end)
