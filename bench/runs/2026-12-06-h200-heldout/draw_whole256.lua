-- Held-out steps for group 1 at head_dim 256 kept whole under a part and a
-- half (144 tokens; round 9): equal lengths of 97 to 143 tokens, a grid of
-- at most half the SMs, drawn at random, printed with this build's launch.
-- Run with the build before and after; the steps whose launch differs are
-- the ones the change moves.
-- Round 10 draws lengths of 115 to 140 (LEAST MOST), about the round (128).
-- build/pabench bench/runs/2026-12-06-h200-heldout/draw_whole256.lua [SEED] [N] [LEAST MOST]
local seed, want = tonumber(arg[1]) or 2026120609, tonumber(arg[2]) or 16
local least, most = tonumber(arg[3]) or 97, tonumber(arg[4]) or 143
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
for i = 1, want do
  local heads = pick{1, 2, 4, 8, 16}
  local batch = math.random(1, 66 // heads)
  local len = math.random(least, most)
  local dtype, block, alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
  local lens = {}
  for j = 1, batch do lens[j] = len end
  local p = pa.plan{context_lens = lens, heads = heads, kv_heads = heads, head_dim = 256, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  print(string.format("steps_named w%d_%d_%dx%d 1,2,3 --configs %dx%d --heads %d --kv_heads %d --head_dim 256 --dtype %s --block_size %d --allocator %s  # %s",
    i, heads, batch, len, batch, len, heads, heads, dtype, block, alloc, p.launch))
end
