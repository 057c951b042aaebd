-- The onehead round's draws: uniform head_dim 128 steps of groups 8 and 16
-- over one or two sequence-rows (kv heads 1 or 2, batch 1 or 2), the longest
-- 256 to 4096 tokens, where a CTA a head in a few parts outran the grouped
-- launch on four recorded steps (bf16 16/1 at 1 x 959: 3.97 us in 5 against
-- 5.59 grouped in 8). N of them from SEED, as draw_uniform.lua prints them:
--   build/pabench bench/runs/2026-12-07-h200-onehead/draw.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 30)
local step_line = dofile("bench/draw_mixed.lua").step_line
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
for i = 1, n do
  local kv, group, count = pick{1, 2}, pick{8, 16}, math.random(1, 2)
  local longest = math.floor(256 * 16 ^ math.random())
  local lens = {}
  for _ = 1, count do lens[#lens + 1] = longest end
  step_line(i, 128, kv, group, lens, {count .. "x" .. longest}, pick, {1, 16, 32, 256})
end
