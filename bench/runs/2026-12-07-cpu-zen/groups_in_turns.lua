-- gqa in 8 parts at groups 1 to 4 and three head_dims, 1 x 4096, L2 cold, two threads: run with
-- each build in turns (groups_in_turns.txt)
local sweep = require "pa.sweep"
local out = {}
for _, c in ipairs{
  {8, 8, 128, "fp16"}, {16, 8, 128, "fp16"}, {24, 8, 128, "fp16"}, {32, 8, 128, "fp16"},
  {8, 8, 64, "fp16"}, {8, 8, 256, "fp16"}, {8, 8, 128, "bf16"}, {16, 8, 256, "bf16"},
} do
  local shape = {heads = c[1], kv_heads = c[2], head_dim = c[3], dtype = c[4], block_size = 16, allocator = "shuffled"}
  local layers = sweep.layers({4096}, shape, 1)
  local k = pa.kernel("gqa", {splits = 8})
  local best = math.huge
  for _ = 1, 3 do best = math.min(best, k:time(layers, {warmup = 1, iters = 6, l2 = "cold"}).min) end
  out[#out + 1] = string.format("%d/%d D%d %s %.0f", c[1], c[2], c[3], c[4], best)
end
print(table.concat(out, " | "))
