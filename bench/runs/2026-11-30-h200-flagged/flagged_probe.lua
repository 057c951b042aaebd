-- The 16.8 MB misses with the flagged merge: gqa at 2, 3 and 4 splits, at the
-- default warp count and at 2 to 8 warps (layers, graph replay, L2 cold, best of 30).
--   build/pabench bench/runs/2026-11-30-h200-flagged/flagged_probe.lua
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 30, graph = true, l2 = "cold"}
local cfgs = {{"seed000 16x256", 16, 256, 32, 16}, {"seed001 8x512", 8, 512, 16, 256}}
local bw = pa.read_bandwidth()
for _, c in ipairs(cfgs) do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]})
  local auto = pa.kernel("auto")
  print(string.format("%-16s auto %-28s %6.2f us", c[1], auto:plan(l[1]).launch, auto:time(l, T).min))
  for _, splits in ipairs{2, 3, 4} do
    local line = string.format("%-16s splits %d ", c[1], splits)
    for _, threads in ipairs{0, 64, 128, 192, 256} do
      local k = pa.kernel("gqa", {splits = splits, threads = threads > 0 and threads or nil})
      local err = k:run(l[1]):max_abs_err(l[1]:reference())
      local us = k:time(l, T).min
      line = line .. string.format("  %s %6.2f%s", threads > 0 and ("w" .. threads // 32) or "def", us,
        err < 2e-2 and "" or "!")
    end
    print(line)
  end
  bench.free_layers(l)
  collectgarbage()
end
print(string.format("read bandwidth %.1f GB/s; def: the default warp count; ! a wrong answer", bw))
