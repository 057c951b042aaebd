-- Seed 001: the four implementations on shuffled block tables, checked before they are timed.
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"

-- the seed's names for the kernels that model its implementations
local SEED_NAMES = {
  naive = "Naive PyTorch", gather = "Fast PyTorch", paged_scalar = "Triton (old)", paged = "Triton (new)",
  split_kv = "Flash-decoding", gqa = "Grouped (GQA)", auto = "Auto",
}

local opts = options.parse(arg, sweep.with_shape({
  name = "seed_bench.lua",
  description = "Seed 001 (benchmark_decoding.py): batch x sequence length, every implementation checked\n" ..
    "against the reference before it is timed, so a kernel that is fast because it reads the\n" ..
    "wrong memory shows up as NO, never as a speed-up. Block tables are shuffled, as the seed's.",
  {"batch_sizes", "list", {1, 8, 32}, "batch sizes", min = 1, max = 1 << 20},
  {"seq_lens", "list", {128, 512, 2048}, "context lengths", min = 1, max = 1 << 30},
  {"kernels", "list", {"naive", "gather", "paged_scalar", "paged"},
   "implementations, in table order (the first is the speed-up base)", choices = sweep.kernel_names()},
  {"heads", "int", 16, "query heads (num_heads)", min = 1, max = 65536},
  {"kv_heads", "int", 8, "KV heads (num_kv_heads)", min = 1, max = 1024},
  -- 256 is what the seed's model configures
}, {head_dim = 128, block_size = 256, dtype = "fp16", allocator = false}))
plot.check(opts.plot)
sweep.shrink(opts, {batch_sizes = {1, 4}, seq_lens = {128, 512}})

local timing = sweep.timing(opts)
local base = opts.kernels[1]
local names = {}
for i, k in ipairs(opts.kernels) do names[i] = SEED_NAMES[k] end
local RULE = string.rep("=", 74)
sweep.header(timing)
print("\n" .. RULE)
print("PAGED ATTENTION DECODE BENCHMARK")
print("Comparing: " .. table.concat(names, " | "))
print(RULE)

-- the seed's five decimals, but not where they would round a nonzero error (fp32's,
-- about 1e-7) to 0.00000, which reads as an exact answer
local function max_err_text(v)
  if type(v) == "number" and v ~= 0 and math.abs(v) < 5e-6 then return string.format("%.1e", v) end
  return type(v) == "number" and string.format("%.5f", v) or tostring(v)
end

-- the seed's table: no launch or noise column
local columns = sweep.columns({{key = "implementation", title = "implementation", align = "left"}},
  {drop = {launch = true, noisy = true}, fmt = {max_err = max_err_text}})

local kernels = sweep.kernel_list(opts.kernels)
local step, done = sweep.stepper(opts, #opts.batch_sizes * #opts.seq_lens * #kernels)
local rows, n = {}, 0
for _, bsz in ipairs(opts.batch_sizes) do
  for _, len in ipairs(opts.seq_lens) do
    n = n + 1
    local lens = sweep.fill(bsz, len)
    -- the seed's pool is exactly batch x max_num_blocks, handed out by randperm
    local cache <close> = sweep.cache(lens, {block_size = opts.block_size, kv_heads = opts.kv_heads,
      head_dim = opts.head_dim, dtype = opts.dtype, seed = n, slack = 0})
    local alloc = pa.allocator("shuffled", cache, {seed = 1000 + n})
    local batch <close> = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = lens,
                                   seed = 2000 + n}
    local ref = batch:reference()
    local these = sweep.measure_all(kernels, batch, ref, timing, {batch = bsz, seq_len = len}, step)
    for _, r in ipairs(these) do r.implementation = SEED_NAMES[r.kernel] end
    bench.speedups(these, base)

    print(string.format("\n%s", RULE))
    print(string.format("batch_size=%d, seq_len=%d, num_heads=%d", bsz, len, opts.heads))
    print(string.format("num_kv_heads=%d, head_dim=%d, block_size=%d", opts.kv_heads, opts.head_dim,
      opts.block_size))
    print(RULE)
    report.table(these, columns)
    for _, r in ipairs(these) do rows[#rows + 1] = r end
  end
end
done()
print(string.format("\nmax_err is vs a float64 reference (tolerance %g); speedup is vs %s.",
  bench.TOLERANCE[opts.dtype], SEED_NAMES[base]))
print("A 'NO' in the correct column means the timing is meaningless -- that")
print("implementation is not computing attention over the right tokens.")

local all_columns = {{key = "batch"}, {key = "seq_len"}}
for _, c in ipairs(columns) do all_columns[#all_columns + 1] = c end
sweep.finish(opts, sweep.results("seed_bench", opts, timing, rows), all_columns, function(res)
  local function config(r) return r.batch .. "x" .. r.seq_len end
  return plot.bandwidth_bars(res.rows, config, "implementation",
    {title = "seed 001: achieved bandwidth per implementation (" .. pa.device().name .. ")",
     xlabel = "batch x seq_len"})
end)
