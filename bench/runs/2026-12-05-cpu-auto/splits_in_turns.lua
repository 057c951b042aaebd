-- gqa at splits 1 to 16 (or SPLITS, comma-separated) on three peak.lua --quick rows, timed in turns:
-- ROUNDS rounds of ITERS samples each (build/pabench splits_in_turns.lua ROUNDS ITERS [SPLITS]), with the
-- split count auto plans and the threads that ran
local sweep = require "pa.sweep"
local rounds, iters = tonumber(arg[1] or 8), tonumber(arg[2] or 5)
for _, c in ipairs{
  {name = "gqa8 1x4096", heads = 64, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", seq = 4096},
  {name = "block1 1x4096", heads = 32, kv_heads = 8, head_dim = 128, block_size = 1, dtype = "fp16", seq = 4096},
  {name = "long 1x16384", heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", seq = 16384},
} do
  local layers = sweep.layers({c.seq}, c, 1)
  local splits = {}
  for n in (arg[3] or "1,2,4,8,16"):gmatch("%d+") do splits[#splits + 1] = tonumber(n) end
  local ks, least = {}, {}
  for i, s in ipairs(splits) do ks[i] = pa.kernel("gqa", {splits = s}); least[i] = math.huge end
  for _ = 1, rounds do
    for i, k in ipairs(ks) do least[i] = math.min(least[i], k:time(layers, {warmup = 1, iters = iters, l2 = "warm"}).min) end
  end
  local line = {}
  for i, s in ipairs(splits) do line[#line + 1] = string.format("%d: %.0f", s, least[i]) end
  print(c.name, table.concat(line, "  "), "auto plans " .. pa.kernel("auto"):plan(layers[1]).splits,
    (os.getenv("OMP_NUM_THREADS") or "all") .. " threads")
end
