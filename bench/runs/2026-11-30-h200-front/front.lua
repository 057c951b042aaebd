-- Front-loaded partitions (probe): the launch of n splits gives its first E
-- partitions Lb tokens and the others Ls (PA_PROBE_FRONT="n=E:Lb:Ls,..."),
-- so the CTAs that start late, as the previous layer's leave, hold less.
-- Without the variable: the tree's launch at the same split counts.
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 20, graph = true, l2 = "cold"}
local N = {10, 11, 12, 13}
local configs = {
  {"1x4096", {4096}, 32, 8, 16, N},
  {"1x4096 block1", {4096}, 32, 8, 1, N},
  {"g8 1x4096", {4096}, 64, 8, 16, N},
  {"g2 1x4096", {4096}, 16, 8, 16, N},
  {"4096+3700", {4096, 3700}, 32, 8, 16, {11, 12}},
  {"4096+4000+3800", {4096, 4000, 3800}, 32, 8, 16, {11}},
}
print("front: " .. tostring(os.getenv("PA_PROBE_FRONT")))
for _, c in ipairs(configs) do
  local name, lens, heads, kvh, bs, splits = table.unpack(c)
  local layers = sweep.layers(lens, {block_size = bs, kv_heads = kvh, head_dim = 128, heads = heads})
  local ref = layers[1]:reference()
  print(string.format("%s: %.1f MB, %d layers; auto: %s", name, layers[1].bytes / 1e6, #layers,
    pa.kernel("auto"):plan(layers[1]).launch))
  local vs = {{"auto", {}}}
  for _, n in ipairs(splits) do vs[#vs + 1] = {"gqa", {splits = n}} end
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
  bench.free_layers(layers)
  collectgarbage()
end
