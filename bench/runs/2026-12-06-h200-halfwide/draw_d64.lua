-- The one-head lead's draw at head_dim 64: batches of mixed lengths, two to
-- four groups of 1 to 12 sequences of 16 to 640 tokens each, at groups 9 to
-- 16 (any kv heads up to 4, dtype, block size and allocator), N of them from
-- SEED, each printed with its auto.lua arguments, this build's launch and its
-- grid. Run with the build before the candidate and with the candidate's (a
-- CTA a head at the grouped count) and keep the steps whose launches differ.
--   build/pabench bench/runs/2026-12-06-h200-halfwide/draw_d64.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 400)
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
for i = 1, n do
  local kv, group = pick{1, 2, 4}, pick{9, 10, 11, 12, 14, 16}
  local lens, parts = {}, {}
  for _ = 1, math.random(2, 4) do
    local count, len = math.random(1, 12), math.random(16, 640)
    for _ = 1, count do lens[#lens + 1] = len end
    parts[#parts + 1] = count .. "x" .. len
  end
  local dtype, block, alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = 64, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  local config = table.concat(parts, "+")
  print(string.format("%d d64_h%d_%d_%d|--configs %s --heads %d --kv_heads %d --head_dim 64 --dtype %s --block_size %d --allocator %s|%s|%s",
    i, kv * group, kv, #lens, config, kv * group, kv, dtype, block, alloc, p.launch, tostring(p.grid)))
end
