-- Seed 002 at q_len 1: from which KV length does splitting the KV axis beat one fused pass?
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"
local crossover = require "pa.crossover"

local opts = options.parse(arg, sweep.with_shape({
  name = "long_context.lua",
  description = "Seed 002's question with real kernels: at q_len 1, from which KV length does splitting the\n" ..
    "KV axis across thread blocks (split_kv, or gqa with more than one split) beat the unsplit\n" ..
    "fused pass (paged)? Sweeps KV length at each batch size and prints the crossover found in\n" ..
    "the data: the first length from which the split kernel stays faster.",
  {"ctx", "list", sweep.ladder(512, 131072), "KV lengths", min = 1, max = 1 << 30},
  {"batch", "list", {1, 4}, "batch sizes", min = 1, max = 1 << 20},
  {"kernels", "list", {"paged", "split_kv", "gqa", "auto"}, "kernels (paged is the unsplit base)",
   choices = sweep.kernel_names()},
  {"splits", "int", "auto", "splits for split_kv and gqa", words = {"auto"}, min = 1,
   max = pa.kernel_limits.splits},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}))
plot.check(opts.plot)
local splits = opts.splits
sweep.shrink(opts, {ctx = sweep.ladder(512, 2048)})
local base = "paged"
local SPLITTERS = {split_kv = true, gqa = true}

local timing = sweep.timing(opts)
sweep.header(timing, string.format(
  "long context: q_len 1, heads %d, kv heads %d, head_dim %d, block %d, %s, %s tables, splits %s",
  opts.heads, opts.kv_heads, opts.head_dim, opts.block_size, opts.dtype, opts.allocator, tostring(splits)))

local kernels = {}
for _, name in ipairs(opts.kernels) do
  kernels[#kernels + 1] = {name = name, opts = SPLITTERS[name] and {splits = splits} or nil}
end
table.sort(opts.ctx)
local step, done = sweep.stepper(opts, #opts.batch * #opts.ctx * #kernels)
local rows, n = {}, 0
for _, bsz in ipairs(opts.batch) do
  for _, len in ipairs(opts.ctx) do
    n = n + 1
    local lens = sweep.fill(bsz, len)
    local cache <close> = sweep.cache(lens, {block_size = opts.block_size, kv_heads = opts.kv_heads,
      head_dim = opts.head_dim, dtype = opts.dtype, seed = n})
    local alloc = pa.allocator(opts.allocator, cache, {seed = 50 + n})
    local batch <close> = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = lens,
                                   seed = 500 + n}
    local ref = batch:reference()
    local these = sweep.measure_all(kernels, batch, ref, timing, {batch = bsz, ctx = len, bytes = batch.bytes}, step)
    bench.speedups(these, base)
    for _, r in ipairs(these) do rows[#rows + 1] = r end
  end
end
done()

local columns = sweep.columns({
  {key = "batch", title = "batch", align = "right"},
  {key = "ctx", title = "kv len"},
}, {speedup = "vs " .. base})
print()
report.table(rows, columns)

-- What the crossover needs that --kernels leaves out, or nil: it sets a
-- split kernel against the unsplit base, so both must be timed.
local function missing_kernels()
  local has_base, has_splitter = false, false
  for _, name in ipairs(opts.kernels) do
    has_base = has_base or name == base
    has_splitter = has_splitter or SPLITTERS[name] ~= nil
  end
  local missing = {}
  if not has_base then missing[#missing + 1] = base end
  if not has_splitter then missing[#missing + 1] = "split_kv or gqa" end
  return #missing > 0 and table.concat(missing, " and ") or nil
end

-- whether the base has a time among `some_rows`: a base every run of which
-- was wrong (or one not asked for) sets no time for a split kernel to beat
local function base_timed(some_rows)
  for _, r in ipairs(some_rows) do
    if r.kernel == base and r.us then return true end
  end
  return false
end

-- a batch size whose crossover is not stated goes in no_crossover with the
-- reason, not in crossovers, where a missing `from` would read as "none"
local crossovers, no_crossover = {}, {}
local missing = missing_kernels()
print()
if missing then
  print(string.format("crossover: not stated, it needs %s among --kernels (given: %s)", missing,
    table.concat(opts.kernels, ",")))
end
for _, bsz in ipairs(opts.batch) do
  local batch_rows = {}
  for _, r in ipairs(rows) do if r.batch == bsz then batch_rows[#batch_rows + 1] = r end end
  if missing then
    no_crossover[#no_crossover + 1] = {batch = bsz, why = "needs " .. missing .. " among --kernels"}
  elseif not base_timed(batch_rows) then
    local why = base .. " gave no correct run to set against"
    no_crossover[#no_crossover + 1] = {batch = bsz, why = why}
    print(string.format("crossover at batch %d: not stated, %s", bsz, why))
  else
    local line, found = crossover.line(bsz, batch_rows, {kernels = opts.kernels, splitters = SPLITTERS, base = base,
      first = opts.ctx[1], last = opts.ctx[#opts.ctx]})
    for _, c in ipairs(found) do crossovers[#crossovers + 1] = c end
    print(line)
  end
end
if base_timed(rows) then
  print("speed-ups are best-of times against " .. base .. " at the same length; seed 002 saw 4-8K on an RTX 2070.")
end

sweep.finish(opts, sweep.results("long_context", opts, timing, rows,
  {crossovers = crossovers, no_crossover = #no_crossover > 0 and no_crossover or nil}), columns,
  function(res)
    local series = plot.series(res.rows, "ctx", "us", function(r) return r.kernel .. ", batch " .. r.batch end)
    -- one dash pattern per batch size, one colour per kernel
    for i, s in ipairs(series) do
      local k = (i - 1) // #opts.kernels
      if k > 0 then s.dash = k + 1 end
      s.color = (i - 1) % #opts.kernels + 1
    end
    return {title = "decode at q_len 1: time vs KV length (" .. pa.device().name .. ")",
            xlabel = "KV length (tokens)", ylabel = "best time per step (us)", logx = 2, logy = true,
            series = series}
  end)
