-- The tier round's draws: long decode steps, uniform or of mixed lengths, at
-- every head_dim, kv heads 1 to 8 and groups 1 to 16 (any dtype, block size and
-- allocator), the longest sequence 16384 to 700000 tokens, at most 1 GB of K/V.
-- N of them from SEED, each printed with its auto.lua arguments, this build's
-- launch and its grid:
--   I NAME|--configs ... --allocator A|LAUNCH|GRID
-- Run with the build before the candidate and with the candidate's and keep
-- the steps whose launches differ.
--   build/pabench bench/runs/2026-12-07-h200-tier/draw.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 400)
local step_line = dofile("bench/draw_mixed.lua").step_line
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
local i = 0
while i < n do
  local hd, kv, group = pick{64, 128, 256}, pick{1, 2, 4, 8}, pick{1, 2, 4, 8, 16}
  local longest = math.floor(16384 * (700000 / 16384) ^ math.random())
  local lens, parts = {}, {}
  local function add(count, len)
    for _ = 1, count do lens[#lens + 1] = len end
    parts[#parts + 1] = count .. "x" .. len
  end
  if math.random() < 0.5 then
    add(math.random(1, 6), longest)
  else
    add(math.random(1, 2), longest)
    for _ = 1, math.random(1, 3) do add(math.random(1, 8), math.random(longest // 20, longest // 2)) end
  end
  local tokens = 0
  for _, l in ipairs(lens) do tokens = tokens + l end
  if tokens * kv * hd * 4 <= 1e9 then
    i = i + 1
    step_line(i, hd, kv, group, lens, parts, pick, {1, 16, 32, 256})
  end
end
