-- Round 7's draws: uniform decode steps whose longest sequence is 4096 to
-- 40000 tokens, where one-round parts (256 tokens at head_dim 64 and 128, 128
-- at 256) come 33 to 128 to a sequence; every head_dim, kv heads 1 to 8,
-- groups 1 to 16, batch 1 to 6 (any dtype, block size and allocator). N of
-- them from SEED, each with its auto.lua arguments, this build's launch and
-- its grid, as bench/runs/2026-12-07-h200-tier/draw.lua prints them:
--   build/pabench bench/runs/2026-12-07-h200-groups/draw_uniform.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 400)
local step_line = dofile("bench/draw_mixed.lua").step_line
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
for i = 1, n do
  local hd, kv, group = pick{64, 128, 256}, pick{1, 2, 4, 8}, pick{1, 2, 4, 8, 16}
  local longest = math.floor(4096 * (40000 / 4096) ^ math.random())
  local count = math.random(1, 6)
  local lens = {}
  for _ = 1, count do lens[#lens + 1] = longest end
  step_line(i, hd, kv, group, lens, {count .. "x" .. longest}, pick, {1, 16, 32, 256})
end
