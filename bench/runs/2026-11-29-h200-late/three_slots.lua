-- three ring slots a warp at eight warps (192 KiB) against two: the s3 build maps chunk 128 to three slots
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local T = {warmup = 5, iters = 30, graph = true, l2 = "cold"}
local bw = pa.read_bandwidth()
for _, c in ipairs{
  {"gqa16 1x65536", 1, 65536, 128, 16, 16}, {"gqa8 1x65536", 1, 65536, 64, 16, 16},
  {"long 1x65536", 1, 65536, 32, 16, 16}, {"long 1x65536 block1", 1, 65536, 32, 1, 16},
  {"seed000 4x2048", 4, 2048, 32, 16, 4}, {"long 8x32768", 8, 32768, 32, 16, 2}, {"long 32x8192", 32, 8192, 32, 16, 1}} do
  local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]},
    sweep.layers_for(c[2] * c[3] * 8 * 128 * 4))
  local ref = l[1]:reference()
  for _, o in ipairs{{threads = 256, chunk = 64}, {threads = 256, chunk = 128}, {threads = 224, chunk = 128}} do
    o.splits = c[6]
    local k = pa.kernel("gqa", o)
    local ok, out = pcall(k.run, k, l[1])
    if ok then
      local s = k:time(l, T)
      print(string.format("%-20s threads %d chunk %3d splits %2d %8.2f us %5.1f %%  err %.1e", c[1], o.threads, o.chunk,
        o.splits, s.min, 100 * s.gbps / bw, out:max_abs_err(ref)))
    else
      print(c[1], o.threads, o.chunk, tostring(out):sub(1, 100))
    end
  end
  bench.free_layers(l)
  collectgarbage()
end
