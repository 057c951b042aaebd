-- Sequences that share a cached prefix (prefix caching, parallel sampling): does the cache serve the repeats?
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"
local summary = require "pa.summary"

local opts = options.parse(arg, sweep.with_shape({
  name = "prefix.lua",
  description = "COUNT sequences of PREFIX + SUFFIX tokens, twice: with the prefix's blocks shared by\n" ..
    "every sequence (one copy in the pool, every block-table row pointing at it, as a prefix\n" ..
    "cache or parallel sampling leaves them), and private (the same lengths, each sequence its\n" ..
    "own blocks). A paged kernel reads the shared blocks once per sequence; what it gains over\n" ..
    "the private tables is what the last-level cache serves of those repeats. GB/s is the\n" ..
    "logical K+V bytes over the time, as elsewhere; 'unique GB/s' counts each distinct block\n" ..
    "once (batch.unique_bytes), the least a kernel must read from memory, and '% of read' sets\n" ..
    "it against the measured read bandwidth. A prefix is whole blocks: a multiple of\n" ..
    "--block_size.",
  {"count", "int", 32, "sequences sharing each prefix", min = 2, max = 1 << 20},
  {"prefix", "list", {0, 1024, 4096, 16384}, "shared prefix lengths (tokens, multiples of --block_size)",
   min = 0, max = 1 << 29},
  {"suffix", "int", 256, "each sequence's own tokens after the prefix", min = 1, max = 1 << 29},
  {"kernels", "list", {"paged", "split_kv", "gqa", "auto"}, "kernels to time", choices = sweep.kernel_names()},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}))
sweep.shrink(opts, {count = 4, prefix = {0, math.max(256, opts.block_size)}, suffix = 64})
local any_shared = false
for _, p in ipairs(opts.prefix) do
  any_shared = any_shared or p > 0
  if p % opts.block_size ~= 0 then
    options.fail(string.format("--prefix %d is not a multiple of --block_size %d: a shared prefix is whole blocks",
      p, opts.block_size))
  end
end
if opts.plot and not any_shared then
  options.fail("--plot draws what sharing a prefix buys: give a --prefix above 0")
end
plot.check(opts.plot)

local bs = opts.block_size
local function blocks(tokens) return (tokens + bs - 1) // bs end

-- The shared layout: the prefix allocated once, then each sequence's suffix,
-- every row the prefix's blocks followed by its own; the pool holds the
-- distinct blocks and the allocator's slack. The sequences go into `held`,
-- which the caller keeps until the batch is closed: a sequence collected gives
-- its blocks back, and the allocator would hand them out again to a later row.
local function shared_batch(cache, prefix, seed, held)
  local alloc = pa.allocator(opts.allocator, cache, {seed = seed})
  local function take(tokens)
    held[#held + 1] = alloc:allocate(tokens)
    return held[#held].blocks
  end
  local head = prefix > 0 and take(prefix) or {}
  local tables, lens = {}, {}
  for s = 1, opts.count do
    local row = table.move(head, 1, #head, 1, {})
    table.move(take(opts.suffix), 1, blocks(opts.suffix), #row + 1, row)
    tables[s], lens[s] = row, prefix + opts.suffix
  end
  return pa.batch{cache = cache, block_tables = tables, heads = opts.heads, context_lens = lens, seed = seed}
end

local timing = sweep.timing(opts)
sweep.header(timing, string.format(
  "prefix: %d sequences of prefix + %d tokens; heads %d, kv heads %d, head_dim %d, block %d, %s, %s tables",
  opts.count, opts.suffix, opts.heads, opts.kv_heads, opts.head_dim, bs, opts.dtype, opts.allocator))
print()

local kernels = sweep.kernel_list(opts.kernels)
local runs = 0
for _, p in ipairs(opts.prefix) do runs = runs + (p > 0 and 2 or 1) end
local step, done = sweep.stepper(opts, runs * #kernels)
local rows = {}
local shape = {block_size = bs, kv_heads = opts.kv_heads, head_dim = opts.head_dim, dtype = opts.dtype}
for n, prefix in ipairs(opts.prefix) do
  local lens = sweep.fill(opts.count, prefix + opts.suffix)
  -- private first: the shared rows' ratio is against it
  local layouts = {"private"}
  if prefix > 0 then layouts[2] = "shared" end
  local private_us = {}
  for _, layout in ipairs(layouts) do
    shape.seed = n
    -- sized to the distinct runs of blocks: one prefix and the suffixes, or every sequence whole
    local runs_of_blocks = lens
    if layout == "shared" then
      runs_of_blocks = sweep.fill(opts.count, opts.suffix)
      runs_of_blocks[#runs_of_blocks + 1] = prefix
    end
    local cache <close> = sweep.cache(runs_of_blocks, shape)
    local held = {}
    local batch <close> = layout == "shared" and shared_batch(cache, prefix, 80 + n, held)
      or pa.batch{cache = cache, allocator = pa.allocator(opts.allocator, cache, {seed = 80 + n}), heads = opts.heads,
                  context_lens = lens, seed = 80 + n}
    local unique = batch.unique_bytes
    print(string.format("prefix %-6d %-7s %s logical, %s unique", prefix, layout, sweep.label_mb(batch.bytes),
      sweep.label_mb(unique)))
    local ref = batch:reference()
    local these = sweep.measure_all(kernels, batch, ref, timing,
      {prefix = prefix, tables = layout, mb = batch.bytes / 1e6, unique_mb = unique / 1e6, bytes = batch.bytes}, step)
    for _, r in ipairs(these) do
      if r.us then
        r.unique_gbps = unique / (r.us * 1e3)
        r.unique_pct = 100 * r.unique_gbps / bench.peak_gbps()
        if layout == "private" then
          private_us[r.kernel] = r.us
        elseif private_us[r.kernel] then
          r.vs_private = private_us[r.kernel] / r.us
        end
      end
      rows[#rows + 1] = r
    end
  end
end
done()

local columns = sweep.columns({
  {key = "prefix", title = "prefix"},
  {key = "tables", title = "tables", align = "left"},
  {key = "mb", title = "K+V MB", fmt = "%.2f"},
  {key = "unique_mb", title = "unique MB", fmt = "%.2f"},
}, {speedup = false})
table.insert(columns, {key = "unique_gbps", title = "unique GB/s", fmt = "%.1f"})
table.insert(columns, {key = "unique_pct", title = "% of read", fmt = "%.1f"})
table.insert(columns, {key = "vs_private", title = "vs private", fmt = "%.2fx"})
print()
report.table(rows, columns)

-- per prefix, what sharing bought each kernel
print()
for _, prefix in ipairs(opts.prefix) do
  local these = {}
  for _, r in ipairs(rows) do
    if r.prefix == prefix then these[#these + 1] = r end
  end
  local line = summary.sharing(prefix, these)
  if line then print(line) end
end

sweep.finish(opts, sweep.results("prefix", opts, timing, rows), columns, function(res)
  local shared = {}
  for _, r in ipairs(res.rows) do
    if r.tables == "shared" then shared[#shared + 1] = r end
  end
  if #shared == 0 then return nil end
  local cats, series = plot.bars(shared, function(r) return tostring(r.prefix) end, "vs_private", "kernel")
  return {title = "shared prefix: private tables' time over shared (" .. pa.device().name .. ")",
          kind = "bars", xlabel = "shared prefix (tokens)", ylabel = "speed-up from sharing",
          categories = cats, series = series}
end)
