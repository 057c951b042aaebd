-- From MHA to MQA at fixed KV bytes: per-head kernels re-read K/V for every query head, the grouped kernel once.
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"

local opts = options.parse(arg, sweep.with_shape({
  name = "gqa.lua",
  description = "Group size (query heads per KV head) from 1 (MHA) to 16, at fixed KV bytes: kv_heads and\n" ..
    "the context stay put, heads = kv_heads x group. The per-head kernels (paged, split_kv) read\n" ..
    "each K/V row once per query head of its group; the grouped kernel (gqa) reads it once for\n" ..
    "the whole group, so its time should stay flat while theirs grows with the group.",
  {"groups", "list", {1, 2, 4, 8, 16}, "group sizes (query heads per KV head)", min = 1},
  {"kv_heads", "int", 8, "KV heads (fixed)", min = 1, max = 1024},
  {"batch", "int", 4, "sequences", min = 1, max = 1 << 20},
  {"ctx", "int", 4096, "tokens per sequence (fixed)", min = 1, max = 1 << 30},
  {"kernels", "list", {"paged", "split_kv", "gqa"}, "kernels to compare (gqa is the ratio's base)",
   choices = sweep.kernel_names()},
}, {head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled", heads = false}))
plot.check(opts.plot)
sweep.shrink(opts, {batch = 1, ctx = 512})
table.sort(opts.groups)
-- the query heads a batch takes
if opts.groups[#opts.groups] * opts.kv_heads > 65536 then
  options.fail(string.format("--groups %d x --kv_heads %d is %d query heads; a batch takes at most 65536",
    opts.groups[#opts.groups], opts.kv_heads, opts.groups[#opts.groups] * opts.kv_heads))
end
local base = "gqa"
-- without gqa among --kernels the ratio column would be all blanks: left out
local base_timed = false
for _, k in ipairs(opts.kernels) do base_timed = base_timed or k == base end

local timing = sweep.timing(opts)
local lens = sweep.fill(opts.batch, opts.ctx)
sweep.header(timing, string.format(
  "gqa: %d x %d tokens, kv heads %d, head_dim %d, block %d, %s, %s tables: the same K/V bytes at every group size",
  opts.batch, opts.ctx, opts.kv_heads, opts.head_dim, opts.block_size, opts.dtype, opts.allocator))

-- one cache and one table for the whole sweep: only the number of query heads changes
local cache <close> = sweep.cache(lens, {block_size = opts.block_size, kv_heads = opts.kv_heads,
  head_dim = opts.head_dim, dtype = opts.dtype, seed = 1})
local alloc = pa.allocator(opts.allocator, cache, {seed = 9})
local kernels = sweep.kernel_list(opts.kernels)
local step, done = sweep.stepper(opts, #opts.groups * #kernels)
local rows = {}
for n, group in ipairs(opts.groups) do
  local heads = opts.kv_heads * group
  local batch <close> = pa.batch{cache = cache, allocator = alloc, heads = heads, context_lens = lens, seed = 30 + n}
  local ref = batch:reference()
  local these = sweep.measure_all(kernels, batch, ref, timing,
    {group = group, heads = heads, bytes = batch.bytes,
     mode = group == 1 and "MHA" or heads == group and "MQA" or "GQA"}, step)
  bench.speedups(these, base)
  for _, r in ipairs(these) do
    -- what a kernel that re-reads K/V for each query head moves through the memory system
    if r.us and r.kernel ~= "gqa" and not (r.launch or ""):match("^gqa") then
      r.reread_gbps = r.gbps * group
    end
    rows[#rows + 1] = r
  end
end
done()

local columns = sweep.columns({
  {key = "group", title = "group", align = "right"},
  {key = "mode", title = "kind", align = "left"},
  {key = "heads", title = "heads"},
}, {speedup = base_timed and "vs " .. base or false})
table.insert(columns, #columns, {key = "reread_gbps", title = "re-read GB/s", fmt = "%.1f"})
print()
report.table(rows, columns)
print(string.format("\nGB/s counts the K/V bytes once (%s per step at every group size); re-read GB/s counts a",
  sweep.label_mb(rows[1] and rows[1].bytes or 0)))
print("per-head kernel's reads of each row for every query head of the group." ..
  (base_timed and " vs gqa: gqa's time over the row's." or ""))

sweep.finish(opts, sweep.results("gqa", opts, timing, rows), columns, function(res)
  return {title = "fixed K/V bytes, growing group: time per step (" .. pa.device().name .. ")",
          xlabel = "group size (query heads per KV head)", ylabel = "best time per step (us)",
          logx = 2, logy = true, xtics = opts.groups,
          series = plot.series(res.rows, "group", "us", "kernel")}
end)
