-- The held step's merges as a distribution: min / median / p90 of 200 samples
-- (a decode step's layers, graph replay, L2 cold), three passes, for `auto`
-- and the launch it chose before the rule. Run by round6.sh with each build.
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local shapes = {
  {"seed001 8x512", 8, 512, 16, 8, 256, 4}, {"8x512", 8, 512, 32, 8, 16, 4}, {"8x500", 8, 500, 32, 8, 16, 4},
  {"6x512", 6, 512, 32, 8, 16, 4}, {"4x1024", 4, 1024, 32, 8, 16, 8}, {"seed000 16x256", 16, 256, 32, 8, 16, 2},
}
local T = {warmup = 10, iters = 200, graph = true, l2 = "cold"}
for _, c in ipairs(shapes) do
  local name, nb, len, heads, kvh, bs, old = table.unpack(c)
  local layers = sweep.layers(sweep.fill(nb, len), {block_size = bs, kv_heads = kvh, head_dim = 128, heads = heads})
  for _, v in ipairs{{"auto", {}}, {"gqa", {splits = old}}} do
    local k = pa.kernel(v[1], v[2])
    local line = {}
    for pass = 1, 3 do
      local s = k:time(layers, T)
      line[#line + 1] = string.format("%.2f/%.2f/%.2f", s.min, s.median, s.p90)
    end
    print(string.format("%-15s %-5s splits %-2s  %s", name, v[1], tostring(v[2].splits or "-"), table.concat(line, "  ")))
  end
  bench.free_layers(layers)
  collectgarbage()
end
