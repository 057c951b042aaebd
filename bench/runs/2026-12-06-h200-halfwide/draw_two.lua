-- Round 3's draws: batches of mixed lengths, two to four groups of 1 to 12
-- sequences of 16 to 640 tokens each (any dtype, block size and allocator),
-- N of them from SEED, each printed with its auto.lua arguments, this build's
-- launch and its grid. Run with the build before a candidate and with the
-- candidate's and keep the steps whose launches differ.
--   build/pabench bench/runs/2026-12-06-h200-halfwide/draw_two.lua SEED N [d64]
-- Any head_dim, group and kv heads for uneven_two_over_half (an uneven batch
-- cut in 2 parts just over a round cut in 3); with d64, head_dim 64 at groups
-- 9 to 16 over up to 4 kv heads, for the one-head lead there.
local seed, n, class = tonumber(arg[1] or 1), tonumber(arg[2] or 400), arg[3]
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
local function shape()
  if class == "d64" then return 64, pick{1, 2, 4}, pick{9, 10, 11, 12, 14, 16} end
  return pick{64, 128, 256}, pick{1, 2, 4, 8}, pick{1, 2, 4, 5, 8, 16}
end
for i = 1, n do
  local hd, kv, group = shape()
  local lens, parts = {}, {}
  for _ = 1, math.random(2, 4) do
    local count, len = math.random(1, 12), math.random(16, 640)
    for _ = 1, count do lens[#lens + 1] = len end
    parts[#parts + 1] = count .. "x" .. len
  end
  local dtype, block, alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = hd, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  local config = table.concat(parts, "+")
  print(string.format("%d d%d_h%d_%d_%d|--configs %s --heads %d --kv_heads %d --head_dim %d --dtype %s --block_size %d --allocator %s|%s|%s",
    i, hd, kv * group, kv, #lens, config, kv * group, kv, hd, dtype, block, alloc, p.launch, tostring(p.grid)))
end
