-- One pass of a few suite configs, `auto` as layers (graph replay, L2 cold) and
-- alone: run with PABENCH_SM_CLOCK=0 and without, in turns, to see whether the
-- SM clock readings move the times, and what they read. Prints one line a
-- config; then, after the GPU has idled 2 s, a row timed with no warm-up.
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local cfgs = {
  {"2x60", 2, 60, 32, 16}, {"1x4096", 1, 4096, 32, 16}, {"16x256", 16, 256, 32, 16},
  {"32x8192", 32, 8192, 32, 16}, {"g16 1x65536", 1, 65536, 128, 16},
}
local tag = os.getenv("PABENCH_SM_CLOCK") == "0" and "off" or "on"
for _, c in ipairs(cfgs) do
  local lens = sweep.fill(c[2], c[3])
  local layers = sweep.layers(lens, {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]})
  local k = pa.kernel("auto")
  local s = k:time(layers, {warmup = 10, iters = 100, graph = true, l2 = "cold"})
  local a = k:time(layers[1], {warmup = 10, iters = 200, graph = true, l2 = "cold"})
  local function mhz(v) return v and string.format("%.0f", v) or "-" end
  print(string.format("%-4s %-12s layers %2d  %8.2f us a layer (median %8.2f)  alone %8.2f  clock %s -> %s, alone %s -> %s MHz",
    tag, c[1], #layers, s.min, s.median, a.min, mhz(s.sm_clock_start_mhz), mhz(s.sm_clock_end_mhz),
    mhz(a.sm_clock_start_mhz), mhz(a.sm_clock_end_mhz)))
  bench.free_layers(layers)
  collectgarbage()
end

if tag == "on" then
  local layers = sweep.layers(sweep.fill(2, 60), {block_size = 16, kv_heads = 8, head_dim = 128, heads = 32})
  local k = pa.kernel("auto")
  for _, warmup in ipairs{0, 10, 1000} do
    os.execute("sleep 2")
    local s = k:time(layers, {warmup = warmup, iters = 20, graph = true, l2 = "cold"})
    print(string.format("after 2 s idle, warm-up %4d: 2x60 %.2f us a layer (median %.2f), clock %.0f -> %.0f MHz",
      warmup, s.min, s.median, s.sm_clock_start_mhz, s.sm_clock_end_mhz))
  end
end
