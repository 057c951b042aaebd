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
    local dtype, block = pick{"fp16", "bf16"}, pick{1, 16, 32, 256}
    local alloc = pick{"shuffled", "fragmented", "contiguous"}
    local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = hd, dtype = dtype,
                      device = {sms = 132, gpu = true}}
    print(string.format("%d d%d_h%d_%d_%d|--configs %s --heads %d --kv_heads %d --head_dim %d --dtype %s "
      .. "--block_size %d --allocator %s|%s|%s", i, hd, kv * group, kv, #lens, table.concat(parts, "+"), kv * group,
      kv, hd, dtype, block, alloc, p.launch, tostring(p.grid)))
  end
end
