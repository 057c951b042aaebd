-- Smoke run: one mixed batch, every kernel checked against the reference, then timed.
local pa = require "pa"
local bench = require "pa.bench"
local report = require "pa.report"

local opts = require("pa.options").parse(arg, {
  name = "smoke.lua",
  description = "One heterogeneous batch (seed 000's shapes), every kernel: correct first, then timed.",
  {"ctx", "list", {17, 512, 2048, 60}, "context lengths of the batch's sequences"},
  {"heads", "int", 32, "query heads"},
  {"kv_heads", "int", 8, "KV heads"},
  {"head_dim", "int", 128, "head dimension (64, 128, 256)"},
  {"block_size", "int", 16, "tokens per KV block"},
  {"dtype", "string", "fp16", "fp16, bf16 or fp32"},
  {"allocator", "string", "shuffled", "contiguous, shuffled or fragmented"},
})
if opts.quick then opts.ctx = {17, 200, 60} end

local timing = bench.timing(opts)
local blocks = 0
for _, l in ipairs(opts.ctx) do blocks = blocks + (l + opts.block_size - 1) // opts.block_size end
local cache = pa.cache{blocks = blocks * 2, block_size = opts.block_size, kv_heads = opts.kv_heads,
                       head_dim = opts.head_dim, dtype = opts.dtype, seed = 1}
local alloc = pa.allocator(opts.allocator, cache, {seed = 7})
local batch = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = opts.ctx, seed = 3}
local ref = batch:reference()

bench.header(timing)
print(string.format("batch: %s\n", tostring(batch)))
local rows = {}
local names = pa.kernels()
local progress = bench.progress(opts)
for i, k in ipairs(names) do
  progress(i - 1, #names, k.name)
  rows[#rows + 1] = bench.measure(pa.kernel(k.name), batch, ref, timing)
end
progress(#names, #names)
bench.speedups(rows, "naive")
report.table(rows, bench.columns)
if opts.csv then report.csv(opts.csv, rows, bench.columns) end
if opts.json then report.json(opts.json, {scenario = "smoke", device = pa.device(), rows = rows}) end
pa.last = rows
