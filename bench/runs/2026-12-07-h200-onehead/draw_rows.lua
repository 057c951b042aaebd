-- Round 4's draws: uniform head_dim 128 steps of group 16 over three or four
-- sequence-rows (kv heads 1 to 4 and batch 1 to 4 whose product is 3 or 4),
-- the longest 384 to 1536 tokens, beyond short_one_head_parts_128's one or two
-- rows. N of them from SEED, as draw.lua prints them:
--   build/pabench bench/runs/2026-12-07-h200-onehead/draw_rows.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 30)
local step_line = dofile("bench/draw_mixed.lua").step_line
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
local shapes = {{1, 3}, {1, 4}, {3, 1}, {4, 1}, {2, 2}} -- kv heads, batch
for i = 1, n do
  local shape = pick(shapes)
  local kv, count = shape[1], shape[2]
  local longest = math.floor(384 * 4 ^ math.random())
  local lens = {}
  for _ = 1, count do lens[#lens + 1] = longest end
  step_line(i, 128, kv, 16, lens, {count .. "x" .. longest}, pick, {1, 16, 32, 256})
end
