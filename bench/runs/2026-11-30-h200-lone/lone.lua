-- Every small launch of seed 000's 2 x 60 alone: the best of 200 lone launches
-- each (graph, L2 cold, as peak.lua's iso us), three passes, and as layers.
--   build/pabench bench/runs/2026-11-30-h200-lone/lone.lua
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"

local ISO = {warmup = 5, iters = tonumber(os.getenv("ISO_ITERS") or 200), graph = true, l2 = "cold"}
local LAYERS = {warmup = 5, iters = 50, graph = true, l2 = "cold"}
local cands = {{"auto", {}}}
for _, ch in ipairs{32, 64, 128} do cands[#cands + 1] = {"paged", {chunk = ch}} end
for _, s in ipairs{1, 2} do cands[#cands + 1] = {"split_kv", {chunk = 64, splits = s}} end
if os.getenv("WARPS") then -- round 6: one-head CTAs of one to four warps
  cands = {{"auto", {}}}
  for _, ch in ipairs{16, 32, 64} do
    for _, th in ipairs{32, 64, 128} do
      cands[#cands + 1] = {"paged", {chunk = ch, threads = th}}
      cands[#cands + 1] = {"split_kv", {chunk = ch, splits = 1, threads = th}}
    end
  end
  cands[#cands + 1] = {"gqa", {chunk = 16, splits = 1, threads = 128}}
  cands[#cands + 1] = {"gqa", {chunk = 64, splits = 1, threads = 128}}
end
for _, ch in ipairs(os.getenv("WARPS") and {} or {16, 32, 64, 128}) do
  for _, s in ipairs{1, 2} do
    for _, th in ipairs{64, 128, 256} do cands[#cands + 1] = {"gqa", {chunk = ch, splits = s, threads = th}} end
  end
end
local layers = sweep.layers(sweep.fill(2, 60), {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32})
local ref = layers[1]:reference()
local rows = {}
for _, c in ipairs(cands) do
  local k = pa.kernel(c[1], c[2])
  local ok, out = pcall(k.run, k, layers[1])
  if ok and out:max_abs_err(ref) < 2e-2 then
    rows[#rows + 1] = {k = k, label = k:plan(layers[1]).launch .. string.format(" threads %s", c[2].threads or "-"),
                       iso = {}, layer = k:time(layers, LAYERS).min}
  else
    print("skipped", c[1], ok and "wrong answer" or tostring(out):sub(1, 80))
  end
end
for pass = 1, 3 do
  for _, r in ipairs(rows) do r.iso[pass] = r.k:time(layers[1], ISO).min end
end
table.sort(rows, function(a, b) return math.min(table.unpack(a.iso)) < math.min(table.unpack(b.iso)) end)
print(string.format("%-52s %8s   %s", "launch (2 x 60)", "layer us", "alone us, three passes (best of 200 each)"))
for _, r in ipairs(rows) do
  print(string.format("%-52s %8.2f   %6.2f %6.2f %6.2f", r.label, r.layer, r.iso[1], r.iso[2], r.iso[3]))
end
bench.free_layers(layers)
