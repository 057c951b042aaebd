-- Group 16 at long contexts: CTAs of all 16 heads (the tree) against two CTAs
-- of 8 per kv head (PA_PROBE_QS=8 in qs8_probe.patch's build), by split count.
--   build/pabench group_probe.lua TAG
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 30, graph = true, l2 = "cold"}
local tag = arg[1] or "?"
local cfgs = { -- name, batch, length, heads (kv heads 8, head_dim 128, block 16, shuffled)
  {"g16 1x65536", 1, 65536, 128}, {"g16 1x131072", 1, 131072, 128}, {"g16 8x32768", 8, 32768, 128},
  {"g16 4x16384", 4, 16384, 128}, {"g16 1x16384", 1, 16384, 128},
}
local bw = pa.read_bandwidth()
print(string.format("%s read bandwidth %.1f GB/s", tag, bw))
for _, c in ipairs(cfgs) do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = 16, kv_heads = 8, head_dim = 128, heads = c[4]})
  local ref = l[1]:reference()
  for _, s in ipairs({"auto", 4, 8, 16}) do
    local k = s == "auto" and pa.kernel("auto") or pa.kernel("gqa", {splits = s})
    local err = k:run(l[1]):max_abs_err(ref)
    local st = k:time(l, T)
    print(string.format("%-5s %-14s %-32s %8.2f us %5.1f %%  err %.1e", tag, c[1], k:plan(l[1]).launch, st.min,
      100 * st.gbps / bw, err))
  end
  bench.free_layers(l)
  collectgarbage()
end
