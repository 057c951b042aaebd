-- Skewed batches: one long sequence among many short ones, and other mixes. Who balances the load?
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"
local summary = require "pa.summary"

local MIXES = {"one_long", "uniform", "geometric"}

local opts = options.parse(arg, sweep.with_shape({
  name = "heterogeneous.lua",
  description = "Batches whose sequences differ in length, at (about) the same total tokens: one_long\n" ..
    "(1 x LONG + (COUNT-1) x SHORT), uniform (the same total spread evenly) and geometric (lengths\n" ..
    "at the quantiles of a geometric distribution with the same mean), plus --lens for a mix of\n" ..
    "your own. A kernel with one block per (sequence, head) waits for its longest sequence; a\n" ..
    "split kernel spreads the long one over many blocks. Reports each batch's K+V bytes and\n" ..
    "each kernel's GB/s.",
  {"count", "int", 64, "sequences per batch", min = 1, max = 1 << 20},
  {"long", "int", 32768, "the long sequence of one_long (tokens)", min = 1, max = 1 << 30},
  {"short", "int", 256, "the short sequences of one_long (tokens)", min = 1, max = 1 << 30},
  {"mixes", "list", MIXES, "mixes to run", choices = MIXES},
  {"lens", "list", nil, "an extra mix: these context lengths", min = 1, max = 1 << 30, repeats = true},
  {"kernels", "list", {"paged", "split_kv", "gqa", "auto"}, "kernels to compare (the first is the ratio's base)",
   choices = sweep.kernel_names()},
  {"splits", "list", {16}, "also run split_kv and gqa at these fixed split counts", min = 1,
   max = pa.kernel_limits.splits},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}))
plot.check(opts.plot)
sweep.shrink(opts, {count = 16, long = 2048, short = 64, splits = {4}})
if opts.count < 2 then options.fail("--count must be at least 2 for a mix") end

local total = opts.long + (opts.count - 1) * opts.short
local mean = total / opts.count

local function make(name)
  local lens = {}
  if name == "one_long" then
    lens = sweep.fill(opts.count, opts.short)
    lens[1] = opts.long
  elseif name == "uniform" then
    lens = sweep.fill(opts.count, math.max(1, math.floor(mean + 0.5)))
  elseif name == "geometric" then
    -- quantiles of a geometric distribution of mean `mean`: a few long, many short
    local p = 1 / mean
    for i = 1, opts.count do
      local q = 1 - (i - 0.5) / opts.count
      lens[i] = math.max(1, math.ceil(math.log(q) / math.log(1 - p)))
    end
  end
  return lens
end

local function describe(lens)
  local counts, order = {}, {}
  for _, l in ipairs(lens) do
    if not counts[l] then counts[l] = 0; order[#order + 1] = l end
    counts[l] = counts[l] + 1
  end
  if #order > 4 then
    local lo, hi = math.huge, 0
    for _, l in ipairs(lens) do lo, hi = math.min(lo, l), math.max(hi, l) end
    return string.format("%d sequences of %d..%d", #lens, lo, hi)
  end
  table.sort(order, function(a, b) return a > b end)
  local parts = {}
  for _, l in ipairs(order) do parts[#parts + 1] = counts[l] .. " x " .. l end
  return table.concat(parts, " + ")
end

local mixes = {}
for _, name in ipairs(opts.mixes) do mixes[#mixes + 1] = {name = name, lens = make(name)} end
if opts.lens then mixes[#mixes + 1] = {name = "lens", lens = opts.lens} end

local timing = sweep.timing(opts)
local base = opts.kernels[1]
sweep.header(timing, string.format(
  "heterogeneous: heads %d, kv heads %d, head_dim %d, block %d, %s, %s tables; ratio vs %s",
  opts.heads, opts.kv_heads, opts.head_dim, opts.block_size, opts.dtype, opts.allocator, base))
print()

-- "auto" split counts are sized from the batch's shape, not its skew: a long
-- sequence among many short ones can leave them at one, so fixed counts too
local kernels = sweep.kernel_list(opts.kernels)
for _, name in ipairs(opts.kernels) do
  if name == "split_kv" or name == "gqa" then
    for _, n in ipairs(opts.splits) do
      kernels[#kernels + 1] = {name = name, opts = {splits = n}, label = name .. "/s" .. n}
    end
  end
end
local step, done = sweep.stepper(opts, #mixes * #kernels)
local rows = {}
for n, mix in ipairs(mixes) do
  local lens = mix.lens
  local tokens, longest = 0, 0
  for _, l in ipairs(lens) do tokens = tokens + l; longest = math.max(longest, l) end
  local cache <close> = sweep.cache(lens, {block_size = opts.block_size, kv_heads = opts.kv_heads,
    head_dim = opts.head_dim, dtype = opts.dtype, seed = n})
  local alloc = pa.allocator(opts.allocator, cache, {seed = 70 + n})
  local batch <close> = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = lens,
                                 seed = 700 + n}
  local imbalance = longest / (tokens / #lens)
  print(string.format("%-10s %s = %d tokens, %s of K+V; longest/mean %.1f", mix.name, describe(lens), tokens,
    sweep.label_mb(batch.bytes), imbalance))
  local ref = batch:reference()
  local these = sweep.measure_all(kernels, batch, ref, timing,
    {mix = mix.name, seqs = #lens, tokens = tokens, max_len = longest, imbalance = imbalance,
     mb = batch.bytes / 1e6, bytes = batch.bytes}, step)
  bench.speedups(these, base)
  for _, r in ipairs(these) do rows[#rows + 1] = r end
end
done()

local columns = sweep.columns({
  {key = "mix", title = "mix", align = "left"},
  {key = "seqs", title = "seqs"},
  {key = "max_len", title = "longest"},
  {key = "mb", title = "K+V MB", fmt = "%.2f"},
}, {speedup = "vs " .. base})
print()
report.table(rows, columns)

-- per mix, the fastest correct kernel
print()
for _, mix in ipairs(mixes) do
  local these = {}
  for _, r in ipairs(rows) do
    if r.mix == mix.name then these[#these + 1] = r end
  end
  print(summary.fastest(mix.name, these, 10))
end

sweep.finish(opts, sweep.results("heterogeneous", opts, timing, rows), columns, function(res)
  return plot.bandwidth_bars(res.rows, "mix", "kernel",
    {title = "skewed batches: achieved bandwidth per kernel (" .. pa.device().name .. ")", xlabel = "mix"})
end)
