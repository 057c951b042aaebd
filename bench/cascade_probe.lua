-- What a kernel that reads a shared prefix once for all the sequences sharing
-- it could gain, where scenarios/prefix.lua measures what today's kernels gain
-- from sharing: the two passes such a kernel (cascade attention) makes, each
-- timed with today's kernels. The prefix pass stacks the N sequences' queries
-- as the heads of one sequence over the prefix's blocks (N x heads query heads
-- on the same kv heads: a group N times larger); the suffix pass is the N
-- sequences' own tokens. Each pass is checked against its own reference. Their
-- sum is an estimate, not a kernel: it leaves out the merge of the two passes'
-- states per query head, which no pa call exposes, and a kernel built for it
-- could read the prefix fewer times than a CTA of 16 query heads does here.
--   pabench bench/cascade_probe.lua [count] [prefix,prefix,...] [suffix] [kernel]
require("pa.options").script_help(arg)
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"

local HEADS, SHAPE = 32, {block_size = 16, kv_heads = 8, head_dim = 128, dtype = "fp16"}
-- as many samples as scenarios/prefix.lua takes on a GPU, so the two set side by side
-- are bests of as many (the 2026-12-01 recheck round's call ran this with 30)
local T = {warmup = 5, iters = 100, graph = true, l2 = "cold"}

-- argument n (what) as an integer in lo..hi
local function int_arg(text, n, what, lo, hi)
  local v = math.tointeger(tonumber(text))
  if not v or v < lo or v > hi then
    error(string.format("argument %d (%s) must be an integer in %d..%d (got %s)", n, what, lo, hi, text), 0)
  end
  return v
end
-- the stacked pass has count x HEADS query heads, and a batch takes up to 65536
local count = int_arg(arg[1] or "32", 1, "count", 2, 65536 // HEADS)
local prefixes = {}
for p in (arg[2] or "1024,4096,16384"):gmatch("[^,]+") do
  prefixes[#prefixes + 1] = int_arg(p, 2, "a prefix length", 1, 1 << 29)
end
local suffix = int_arg(arg[3] or "256", 3, "suffix", 1, 1 << 29)
local kernel_name = arg[4] or "auto"

-- one pass: check, then time (one launch a sample, graph replay, L2 cold)
local function pass(lens, heads, seed)
  SHAPE.seed = seed
  local layers = sweep.layers(lens, SHAPE, 1, heads)
  local batch = layers[1]
  local k <close> = pa.kernel(kernel_name)
  local err = k:run(batch):max_abs_err(batch:reference())
  if not (err < bench.TOLERANCE.fp16) then error(string.format("%s: max_err %.3g", k:plan(batch).launch, err), 0) end
  local us, launch = k:time(batch, T).min, k:plan(batch).launch
  bench.free_layers(layers)
  return us, launch
end

print(string.format("cascade estimate: %d sequences of prefix + %d tokens, heads %d, kv heads %d, head_dim %d, " ..
  "block %d, fp16, %s; %d samples, graph replay, L2 cold", count, suffix, HEADS, SHAPE.kv_heads, SHAPE.head_dim,
  SHAPE.block_size, kernel_name, T.iters))
print(string.format("%-7s %10s  %-36s %10s  %-36s %10s", "prefix", "prefix us", "prefix pass launch", "suffix us",
  "suffix pass launch", "sum us"))
local suffix_us, suffix_launch = pass(sweep.fill(count, suffix), HEADS, 2)
for _, p in ipairs(prefixes) do
  local prefix_us, prefix_launch = pass({p}, count * HEADS, 1)
  print(string.format("%-7d %10.2f  %-36s %10.2f  %-36s %10.2f", p, prefix_us, prefix_launch, suffix_us,
    suffix_launch, prefix_us + suffix_us))
end
