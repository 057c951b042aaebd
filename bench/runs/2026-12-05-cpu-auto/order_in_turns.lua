-- sweep.side_by_side on gqa at 8 and 2 parts, each order four times: does the launch timed first gain?
-- (build/pabench order_in_turns.lua CONTEXT ROUNDS)
local sweep = require "pa.sweep"
local c = {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}
local seq = tonumber(arg[1] or 16384)
local layers = sweep.layers({seq}, c, 1)
local timing = {warmup = 1, iters = 3, l2 = "warm"}
for rep = 1, 4 do
  local a8, b2 = sweep.side_by_side(layers, {name = "gqa", opts = {splits = 8}}, {name = "gqa", opts = {splits = 2}}, timing, tonumber(arg[2]))
  local b2r, a8r = sweep.side_by_side(layers, {name = "gqa", opts = {splits = 2}}, {name = "gqa", opts = {splits = 8}}, timing, tonumber(arg[2]))
  print(string.format("8 first: 8/2 %.3f   2 first: 8/2 %.3f", a8 / b2, a8r / b2r))
end
