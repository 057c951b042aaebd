-- Sustained decode steps, one config at a time, for a clock and power log
-- taken beside it (nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw
-- --format=csv -lms 100): does a config run at a lower SM clock than another?
--   build/pabench bench/clock_probe.lua [seconds per config]
require("pa.options").script_help(arg)
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local seconds = tonumber(arg[1]) or 4
-- name, batch, length, heads (kv heads 8, head_dim 128, fp16, block 16)
local cfgs = {
  {"gqa4 1x65536", 1, 65536, 32}, {"gqa16 1x65536", 1, 65536, 128},
  {"gqa8 1x65536", 1, 65536, 64}, {"long 32x8192", 32, 8192, 32},
}
local bw = pa.read_bandwidth()
for _, c in ipairs(cfgs) do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = 16, kv_heads = 8, head_dim = 128, heads = c[4]})
  local k = pa.kernel("auto")
  local probe = k:time(l, {warmup = 2, iters = 5, graph = true, l2 = "warm"})
  local iters = math.max(10, math.floor(seconds * 1e6 / (probe.min * #l)))
  print(string.format("%s start %s", c[1], os.date("!%H:%M:%S")))
  local s = k:time(l, {warmup = 2, iters = iters, graph = true, l2 = "warm"})
  print(string.format("%s end   %s  %d steps of %d layers, median %.2f us a layer, %.1f %% of read", c[1],
    os.date("!%H:%M:%S"), iters, #l, s.median, 100 * s.gbps / bw))
  bench.free_layers(l)
  collectgarbage()
end
