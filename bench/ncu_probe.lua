-- One config's decode kernel launched a few times, for Nsight Compute to take
-- the last launch apart (hardware counters, stall reasons by instruction):
--   ncu --clock-control none -k regex:mma_decode --launch-skip 2 --launch-count 1 \
--       build/pabench bench/ncu_probe.lua gqa16 [kernel] [splits]
require("pa.options").script_help(arg)
local pa = require "pa"
local sweep = require "pa.sweep"

-- name = {batch, len, heads, kv_heads, head_dim, block}
local configs = {
  gqa1 = {1, 65536, 8, 8, 128, 16},
  gqa4 = {1, 65536, 32, 8, 128, 16},
  gqa8 = {1, 65536, 64, 8, 128, 16},
  gqa16 = {1, 65536, 128, 8, 128, 16},
  long4096 = {1, 4096, 32, 8, 128, 16},
  seq16x256 = {16, 256, 32, 8, 128, 16},
  seq4x2048 = {4, 2048, 32, 8, 128, 16},
  seq8x512 = {8, 512, 16, 8, 128, 256},
  seq2x60 = {2, 60, 32, 8, 128, 16},
  seq8x128 = {8, 128, 16, 8, 128, 256},
  seq32x128 = {32, 128, 16, 8, 128, 256},
  d256g8 = {32, 2048, 64, 8, 256, 16},
  d256g16 = {32, 2048, 128, 8, 256, 16},
}
local name, kname, splits = arg[1], arg[2] or "auto", tonumber(arg[3])
local c = configs[name]
if not c then
  local names = {}
  for n in pairs(configs) do names[#names + 1] = n end
  table.sort(names)
  error("config: '" .. tostring(name) .. "' is not one of " .. table.concat(names, ", "), 0)
end
local nb, len, heads, kvh, d, bs = table.unpack(c)
local b = sweep.layers(sweep.fill(nb, len), {block_size = bs, kv_heads = kvh, head_dim = d, heads = heads}, 1)[1]
local k = pa.kernel(kname, splits and {splits = splits} or nil)
local p = k:plan(b)
for _ = 1, 3 do k:run(b) end
local err = k:run(b):max_abs_err(b:reference())
print(string.format("%s %s -> %s splits %d, %.1f MB, max abs err %.2e", name, kname, p.kernel, p.splits,
  b.bytes / 1e6, err))
