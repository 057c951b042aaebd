-- Page size: what does a smaller KV block cost, from one token a page to 256?
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"
local pa_summary = require "pa.summary"

local SIZES = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024}

local opts = options.parse(arg, sweep.with_shape({
  name = "page_size.lua",
  description = "The same batches in KV blocks (pages) of every size asked, from one token a page, as\n" ..
    "token-level caches use, to the 256 of seed 001, the other shape options alike: each kernel's\n" ..
    "time, GB/s and share of the measured read at each size, and its time against the same\n" ..
    "kernel at --base tokens a block (16, vLLM's default). A smaller block scatters a sequence\n" ..
    "over more places and names each in the table ('entries': the block ids the batch's rows\n" ..
    "hold); what that costs is the ratio. On a GPU each row is timed as the layers of a step,\n" ..
    "enough for 1 GB of K/V (--layers).",
  {"block_sizes", "list", {1, 2, 4, 8, 16, 32, 64, 128, 256}, "tokens per KV block, each timed", choices = SIZES},
  {"base", "int", 16, "the block size the others are set against (one of --block_sizes)", choices = SIZES},
  {"batch", "list", {1, 8}, "batch sizes", min = 1, max = 1 << 20},
  {"ctx", "list", {4096, 32768}, "tokens per sequence", min = 1, max = 1 << 29},
  {"kernels", "list", {"paged", "split_kv", "gqa", "auto"}, "kernels to time", choices = sweep.kernel_names()},
  {"layers", "int", 0, "layers a timed step holds (0..64; 0: enough layers for 1 GB of K/V, 2 to 64; the CPU: 1)",
   min = 0, max = 64},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = false, dtype = "fp16", allocator = "shuffled"}))
sweep.shrink(opts, {batch = {2}, ctx = {512}, block_sizes = opts.base ~= 1 and opts.base ~= 256
  and {1, opts.base, 256} or {1, 16, 256}})
local found = false
for _, bs in ipairs(opts.block_sizes) do found = found or bs == opts.base end
if not found then
  options.fail(string.format("--base %d is not one of --block_sizes (%s): the ratios are against a size measured",
    opts.base, table.concat(opts.block_sizes, ",")))
end
plot.check(opts.plot)

local sizes = {}
for i, bs in ipairs(opts.block_sizes) do sizes[i] = bs end
table.sort(sizes)
local timing = sweep.timing(opts)
-- a CPU step has no launch cost to spread over layers
timing.layers = (pa.backend() == "cuda" or opts.layers > 0) and opts.layers or 1
sweep.header(timing, string.format(
  "page size: blocks of %s tokens against %d; heads %d, kv heads %d, head_dim %d, %s, %s tables",
  table.concat(sizes, ", "), opts.base, opts.heads, opts.kv_heads, opts.head_dim, opts.dtype,
  opts.allocator))

local kernels = sweep.kernel_list(opts.kernels)
local step, done = sweep.stepper(opts, #opts.batch * #opts.ctx * #sizes * #kernels)
local rows, configs, n = {}, {}, 0
for _, bsz in ipairs(opts.batch) do
  for _, len in ipairs(opts.ctx) do
    local config = string.format("%d x %d", bsz, len)
    configs[#configs + 1] = config
    local lens = sweep.fill(bsz, len)
    for _, bs in ipairs(sizes) do
      n = n + 1
      local cache <close> = sweep.cache(lens, {block_size = bs, kv_heads = opts.kv_heads, head_dim = opts.head_dim,
        dtype = opts.dtype, seed = n})
      local batch <close> = pa.batch{cache = cache, allocator = pa.allocator(opts.allocator, cache, {seed = 50 + n}),
                                     heads = opts.heads, context_lens = lens, seed = 500}
      local these = sweep.measure_all(kernels, batch, batch:reference(), timing,
        {config = config, batch = bsz, ctx = len, block = bs, entries = sweep.blocks_needed(lens, bs),
         mb = batch.bytes / 1e6, bytes = batch.bytes}, step)
      for _, r in ipairs(these) do rows[#rows + 1] = r end
      -- the layers of this size go back before the next size's are built
      bench.release_layers()
    end
  end
end
done()

-- each row's time over its kernel's at the base size, in the same config
local base_us = {}
for _, r in ipairs(rows) do
  if r.block == opts.base and r.us then base_us[r.config .. "\0" .. r.kernel] = r.us end
end
for _, r in ipairs(rows) do
  local b = base_us[r.config .. "\0" .. r.kernel]
  if b and r.us then r.vs_base = r.us / b end
end

local vs_title = "time vs " .. opts.base
local columns = sweep.columns({
  {key = "config", title = "batch x ctx", align = "left"},
  {key = "mb", title = "K+V MB", fmt = "%.2f"},
  {key = "block", title = "block"},
  {key = "entries", title = "entries"},
}, {speedup = false})
table.insert(columns, {key = "vs_base", title = vs_title, fmt = "%.3fx"})
print()
report.table(rows, columns)

-- one line a kernel and config: the ratio at each size, the base's 1.000x included
print(string.format("\ntime against the same kernel in blocks of %d tokens (above 1: slower; '-' not timed):",
  opts.base))
local summary, sum_cols = {}, {{key = "config", title = "batch x ctx", align = "left"},
                               {key = "kernel", title = "kernel", align = "left"}}
for _, bs in ipairs(sizes) do sum_cols[#sum_cols + 1] = {key = bs, title = tostring(bs), fmt = "%.3fx"} end
for _, config in ipairs(configs) do
  for _, k in ipairs(opts.kernels) do
    local line = {config = config, kernel = k}
    for _, r in ipairs(rows) do
      if r.config == config and r.kernel == k then line[r.block] = r.vs_base end
    end
    summary[#summary + 1] = line
  end
end
report.table(summary, sum_cols)
local gaps = pa_summary.base_gaps(rows, opts.base)
if gaps then print(gaps) end

sweep.finish(opts, sweep.results("page_size", opts, timing, rows, {base = opts.base}), columns, function(res)
  local series = plot.series(res.rows, "block", "vs_base", function(r) return r.kernel .. ", " .. r.config end)
  -- one colour per kernel, one dash pattern per config
  for i, s in ipairs(series) do
    local k = (i - 1) % #opts.kernels
    s.color = k + 1
    local c = (i - 1) // #opts.kernels
    if c > 0 then s.dash = c + 1 end
  end
  return {title = "page size: time against blocks of " .. opts.base .. " tokens (" .. pa.device().name .. ")",
          xlabel = "tokens per KV block", ylabel = "best time over the base size's", logx = 2, series = series}
end)
