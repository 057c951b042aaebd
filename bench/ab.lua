-- Two builds against each other on one machine: run this script with each
-- binary, alternating, and compare the lines. One line per config: auto's
-- launch, best-of time per layer (graph replay, L2 cold), % of read bandwidth.
--   build/pabench bench/ab.lua TAG [pattern,pattern,...]   (Lua patterns on the config names)
local script_help = require("pa.options").script_help
-- the base build may predate the probes' -h (a comment above would join its text)
if script_help then script_help(arg) end
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 30, graph = true, l2 = "cold"}
local tag, wanted = arg[1] or "?", sweep.matching(arg[2])
-- name, batch, length, heads, block, head_dim, allocator (kv heads 8, fp16; head_dim 128 and
-- shuffled tables unless named). Names stay within 20 characters: ab_round.sh keys its summary
-- on the first 20.
local cfgs = {
  {"seed000 2x60", 2, 60, 32, 16}, {"seed000 1x512", 1, 512, 32, 16}, {"seed001 8x128", 8, 128, 16, 256},
  {"seed000 16x256", 16, 256, 32, 16}, {"seed001 8x512", 8, 512, 16, 256}, {"seed001 32x128", 32, 128, 16, 256},
  {"seed000 4x2048", 4, 2048, 32, 16}, {"long 1x4096", 1, 4096, 32, 16}, {"long 1x4096 block1", 1, 4096, 32, 1},
  {"g8 1x4096", 1, 4096, 64, 16}, {"long 1x3072", 1, 3072, 32, 16}, {"long 1x5000", 1, 5000, 32, 16},
  {"seed001 8x2048", 8, 2048, 16, 256}, {"long 1x16384", 1, 16384, 32, 16},
  {"long 1x65536", 1, 65536, 32, 16}, {"long 1x65536 block1", 1, 65536, 32, 1},
  {"long 1x65536 contig", 1, 65536, 32, 16, 128, "contiguous"},
  {"1x65536 b1 contig", 1, 65536, 32, 1, 128, "contiguous"},
  {"long 1x131072 block1", 1, 131072, 32, 1}, {"long 32x8192", 32, 8192, 32, 16},
  {"long 32x8192 block1", 32, 8192, 32, 1}, {"32x8192 b1 contig", 32, 8192, 32, 1, 128, "contiguous"},
  {"gqa8 1x65536", 1, 65536, 64, 16}, {"gqa16 1x65536", 1, 65536, 128, 16},
  {"long 1x131072", 1, 131072, 32, 16}, {"long 8x32768", 8, 32768, 32, 16}, {"long 64x4096", 64, 4096, 32, 16},
  {"D64 8x32768", 8, 32768, 32, 16, 64}, {"D256 8x32768", 8, 32768, 32, 16, 256},
}
local bw = pa.read_bandwidth()
print(string.format("%-5s read bandwidth %.1f GB/s", tag, bw))
for _, c in ipairs(cfgs) do
  if wanted(c[1]) then
    local d = c[6] or 128
    local l = sweep.layers(sweep.fill(c[2], c[3]),
      {block_size = c[5], kv_heads = 8, head_dim = d, heads = c[4], allocator = c[7]})
    local k = pa.kernel("auto")
    local err = k:run(l[1]):max_abs_err(l[1]:reference())
    local s = k:time(l, T)
    print(string.format("%-5s %-20s %-30s %8.2f us %5.1f %%  err %.1e", tag, c[1], k:plan(l[1]).launch, s.min,
      100 * s.gbps / bw, err))
    bench.free_layers(l)
    collectgarbage()
  end
end
