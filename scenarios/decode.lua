-- Seed 000: the decode benchmark's four configurations, every kernel, checked then timed.
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"

local opts = options.parse(arg, sweep.with_shape({
  name = "decode.lua",
  description = "Seed 000: one decode step (one query per sequence and head) over a paged KV cache, at the\n" ..
    "seed's four batch/context configurations, for every kernel of the family: each checked\n" ..
    "against the float64 reference, then timed. --quick: smaller configurations on the CPU.",
  {"configs", "list", {"2x60", "1x512", "16x256", "4x2048"}, "configurations as BATCHxCONTEXT",
   same = sweep.same_config},
  {"kernels", "list", sweep.kernel_names(), "kernels to compare", choices = sweep.kernel_names()},
  -- the seed's tables were arange; shuffled ones make a kernel that ignores the
  -- table fail its check instead of passing by accident
  {"base", "string", "naive", "the kernel speed-ups are quoted against", choices = sweep.kernel_names()},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}))
plot.check(opts.plot)
-- A speed-up column against a kernel that is not timed would be all blanks:
-- left out where the base is the default, refused where it was asked for.
local base_timed = false
for _, k in ipairs(opts.kernels) do base_timed = base_timed or k == opts.base end
if not base_timed and opts.base ~= "naive" then
  options.fail(string.format("--base %s is not among --kernels (%s)", opts.base, table.concat(opts.kernels, ",")))
end
local speedup_column = base_timed and {speedup = "vs " .. opts.base} or {speedup = false}
-- the seed's shapes at a size the CPU answers in seconds
sweep.shrink(opts, {configs = {"2x60", "1x512", "4x256", "1x2048"}})

local configs = {}
for _, c in ipairs(opts.configs) do configs[#configs + 1] = sweep.parse_config(c, "configs") end

local timing = sweep.timing(opts)
sweep.header(timing, string.format(
  "decode: heads %d, kv heads %d, head_dim %d, block %d, %s, %s tables%s",
  opts.heads, opts.kv_heads, opts.head_dim, opts.block_size, opts.dtype, opts.allocator,
  base_timed and "; speed-up vs " .. opts.base or ""))

local kernels = sweep.kernel_list(opts.kernels)
local step, done = sweep.stepper(opts, #configs * #kernels)
local rows = {}
for ci, cfg in ipairs(configs) do
  local lens = sweep.fill(cfg.batch, cfg.ctx)
  local shape = {block_size = opts.block_size, kv_heads = opts.kv_heads, head_dim = opts.head_dim,
                 dtype = opts.dtype, seed = ci}
  local cache <close> = sweep.cache(lens, shape)
  local alloc = pa.allocator(opts.allocator, cache, {seed = 7 + ci})
  local batch <close> = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = lens,
                                 seed = 100 + ci}
  local ref = batch:reference()
  local config = string.format("%dx%d", cfg.batch, cfg.ctx)
  local these = sweep.measure_all(kernels, batch, ref, timing,
    {config = config, batch = cfg.batch, ctx = cfg.ctx, bytes = batch.bytes}, step)
  bench.speedups(these, opts.base)
  print(string.format("\nbatch %d x context %d: %d blocks per sequence, %s of K/V",
    cfg.batch, cfg.ctx, (cfg.ctx + opts.block_size - 1) // opts.block_size, sweep.label_mb(batch.bytes)))
  report.table(these, sweep.columns(nil, speedup_column))
  for _, r in ipairs(these) do rows[#rows + 1] = r end
end
done()
print(string.format("\nmax_err is vs a float64 reference (tolerance %g for %s)%s.",
  bench.TOLERANCE[opts.dtype], opts.dtype, base_timed and "; speed-up is vs " .. opts.base or ""))
print("A NO in the correct column means that kernel read the wrong tokens: it is not timed.")

local columns = sweep.columns({{key = "config", title = "config", align = "left"}}, speedup_column)
sweep.finish(opts, sweep.results("decode", opts, timing, rows), columns, function(res)
  return plot.bandwidth_bars(res.rows, "config", "kernel",
    {title = "decode step: achieved bandwidth per kernel (" .. pa.device().name .. ")", xlabel = "batch x context"})
end)
