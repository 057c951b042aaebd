-- Launches the flagged merge's wider rule reaches (up to 16 partitions, two
-- threads a column quad past 8; one CTA an SM allowed), beside launches it
-- leaves on the counted merge; run with each build, alternating (layers,
-- graph replay, L2 cold, best of 30).
--   build/pabench bench/runs/2026-11-30-h200-review/wide_probe.lua TAG
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 30, graph = true, l2 = "cold"}
local tag = arg[1] or "?"
-- name, batch, length, heads, block, kernel options (kv heads 8, head_dim 128, fp16)
local cfgs = {
  {"1x4096 s16 w8", 1, 4096, 32, 16, {splits = 16}},               -- 16 parts of 256: flagged, two threads a quad
  {"1x4096 block1 s16 w8", 1, 4096, 32, 1, {splits = 16}},
  {"8x512 s2 w8", 8, 512, 32, 16, {splits = 2, threads = 256}},     -- 128 CTAs of 256 tokens, one an SM: flagged
  {"4x1024 s4 w8", 4, 1024, 32, 16, {splits = 4, threads = 256}},   -- the same shape at four parts
  {"1x2048 s16 w4", 1, 2048, 32, 16, {splits = 16}},                -- two threads a quad do not fit: counted
  {"gqa8 1x4096 s16", 1, 4096, 64, 16, {splits = 16}},              -- eight heads a CTA: counted
  {"2x4096 s8 w8", 2, 4096, 32, 16, {splits = 8, threads = 256}},   -- 512-token parts: counted
}
local bw = pa.read_bandwidth()
for _, c in ipairs(cfgs) do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]})
  local k = pa.kernel("gqa", c[6])
  local err = k:run(l[1]):max_abs_err(l[1]:reference())
  local s = k:time(l, T)
  print(string.format("%-5s %-22s %8.2f us %5.1f %%  err %.1e", tag, c[1], s.min, 100 * s.gbps / bw, err))
  bench.free_layers(l)
  collectgarbage()
end
