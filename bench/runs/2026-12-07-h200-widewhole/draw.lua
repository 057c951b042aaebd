-- The widewhole round's draws: batches of mixed lengths, two to four groups of
-- 1 to 16 sequences each, the longest under 9/4 of a round (288 tokens at
-- head_dim 128, 144 at 256), at groups whose grouped CTA serves many heads
-- (8 to 16 at head_dim 128, 4 to 16 at 256; any dtype, block size and
-- allocator). N of them from SEED, each printed with its auto.lua arguments,
-- this build's launch and its grid. Run with the build before the candidate
-- and with the candidate's and keep the steps whose launches differ.
--   build/pabench bench/runs/2026-12-07-h200-widewhole/draw.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 400)
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
for i = 1, n do
  local hd = pick{128, 256}
  local group = hd == 128 and pick{8, 10, 12, 16} or pick{4, 5, 6, 8, 16}
  local kv, longest = pick{1, 2, 4, 8}, hd == 128 and 287 or 143
  local lens, parts = {}, {}
  for _ = 1, math.random(2, 4) do
    local count, len = math.random(1, 16), math.random(8, longest)
    for _ = 1, count do lens[#lens + 1] = len end
    parts[#parts + 1] = count .. "x" .. len
  end
  local dtype, block, alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = hd, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  print(string.format("%d d%d_h%d_%d_%d|--configs %s --heads %d --kv_heads %d --head_dim %d --dtype %s --block_size %d --allocator %s|%s|%s",
    i, hd, kv * group, kv, #lens, table.concat(parts, "+"), kv * group, kv, hd, dtype, block, alloc, p.launch,
    tostring(p.grid)))
end
