-- Round 1's draw: uniform batches of 1 to 8 sequences of 300 to 4096 tokens,
-- group 1 at head_dim 128 and groups 1 to 4 at head_dim 64 (any dtype, block
-- size and allocator), N of them from SEED, each printed with its auto.lua
-- arguments, this build's launch and its grid of CTAs at the launch's count.
-- Run with the tree's build and with the candidate's (half_round_parts let
-- into those classes, bounded at a wave of SMs) and keep the steps whose
-- counts differ.
--   build/pabench bench/runs/2026-12-06-h200-halfwide/draw_wide.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 400)
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
for i = 1, n do
  local hd = pick{64, 128}
  local kv, group = pick{1, 2, 4, 8}, hd == 128 and 1 or pick{1, 2, 3, 4}
  local batch, len = math.random(1, 8), math.random(300, 4096)
  local dtype, block, alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
  local lens = {}
  for j = 1, batch do lens[j] = len end
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = hd, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  print(string.format("%d d%d_h%d_%d_%dx%d|--configs %dx%d --heads %d --kv_heads %d --head_dim %d --dtype %s --block_size %d --allocator %s|%s|%s",
    i, hd, kv * group, kv, batch, len, batch, len, kv * group, kv, hd, dtype, block, alloc, p.launch, tostring(p.grid)))
end
