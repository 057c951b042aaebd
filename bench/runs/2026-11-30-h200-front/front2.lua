-- Front-loaded partitions (probe), one shape: `auto`, then the grouped kernel
-- at each split count given; PA_PROBE_FRONT="n=E:Lb:Ls,..." front-loads the
-- launches of those split counts (front.patch), unset: the tree's launch.
--   pabench front2.lua NAME BATCH LEN HEADS KV_HEADS BLOCK n...
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 20, graph = true, l2 = "cold"}
local name = arg[1]
local batch, len, heads, kvh, bs = tonumber(arg[2]), tonumber(arg[3]), tonumber(arg[4]), tonumber(arg[5]),
  tonumber(arg[6])
local layers = sweep.layers(sweep.fill(batch, len), {block_size = bs, kv_heads = kvh, head_dim = 128, heads = heads})
local ref = layers[1]:reference()
print(string.format("%s: %.1f MB, %d layers; auto: %s; front: %s", name, layers[1].bytes / 1e6, #layers,
  pa.kernel("auto"):plan(layers[1]).launch, tostring(os.getenv("PA_PROBE_FRONT"))))
local vs = {{"auto", {}}}
for i = 7, #arg do vs[#vs + 1] = {"gqa", {splits = tonumber(arg[i])}} end
for _, v in ipairs(vs) do
  local k = pa.kernel(v[1], v[2])
  local ok, out = pcall(k.run, k, layers[1])
  local label = string.format("%-5s splits %3s", v[1], tostring(v[2].splits or "-"))
  if not ok then
    print("  " .. label .. "  " .. tostring(out):sub(1, 90))
  else
    local err = out:max_abs_err(ref)
    local lay = k:time(layers, T)
    local iso = k:time(layers[1], T)
    print(string.format("  %s  layer %8.2f us  %5.1f %%  iso %8.2f us  err %.1e", label, lay.min,
      100 * lay.gbps / pa.read_bandwidth(), iso.min, err))
  end
end
