-- Round 10's draws: uniform head_dim 128 steps at group 8 over one to three
-- sequence-rows (kv heads 1 or 2, batch 1 to 3), the longest 4096 to 40000
-- tokens, where deep_rows.patch's rule reaches (any dtype, block size and
-- allocator). N of them from SEED, as draw_uniform.lua prints them:
--   build/pabench bench/runs/2026-12-07-h200-groups/draw_group8.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 400)
local step_line = dofile("bench/draw_mixed.lua").step_line
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
for i = 1, n do
  local kv = pick{1, 2}
  local longest = math.floor(4096 * (40000 / 4096) ^ math.random())
  local count = math.random(1, 3)
  local lens = {}
  for _ = 1, count do lens[#lens + 1] = longest end
  step_line(i, 128, kv, 8, lens, {count .. "x" .. longest}, pick, {1, 16, 32, 256})
end
