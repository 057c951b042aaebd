-- Round 2's draw: uniform batches of 1 to 8 sequences of 300 to 4096 tokens at
-- head_dim 128, groups 2 to 4 (any dtype, block size and allocator), N of them
-- from SEED, each printed with its auto.lua arguments and this build's launch.
-- Run with two builds and keep the steps whose counts differ: round 2 with the
-- tree's (845238b) and one with half_round_parts bounded at a wave of SMs;
-- round 4 with the landed rule's (37753e4, half the SMs) and one bounded at
-- two thirds (`3 * grid <= 2 * sms`).
--   build/pabench bench/runs/2026-12-06-h200-tree/draw_half.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 400)
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
for i = 1, n do
  local kv, group = pick{1, 2, 4, 8}, pick{2, 3, 4}
  local batch, len = math.random(1, 8), math.random(300, 4096)
  local dtype, block, alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
  local lens = {}
  for j = 1, batch do lens[j] = len end
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = 128, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  print(string.format("%d h%d_%d_%dx%d|--configs %dx%d --heads %d --kv_heads %d --head_dim 128 --dtype %s --block_size %d --allocator %s|%s",
    i, kv * group, kv, batch, len, batch, len, kv * group, kv, dtype, block, alloc, p.launch))
end
