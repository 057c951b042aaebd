-- Held-out steps for the one-slot rule at head_dim 256 (round 3): decode
-- steps of contexts of 1 to 16 tokens drawn at random, kept where this
-- build's plan takes one ring slot (stages 1), printed as steps_pair lines.
-- With `below`, the steps it leaves at two slots that round 2's unbounded
-- form took to one: grids of two to four CTAs an SM (controls for the bound).
-- build/pabench bench/runs/2026-12-06-h200-heldout/draw_heldout.lua [SEED] [N] [below]
local seed, want, below = tonumber(arg[1]) or 2026120603, tonumber(arg[2]) or 24, arg[3] == "below"
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
local kept, tries = 0, 0
while kept < want and tries < 100000 do
  tries = tries + 1
  local kv = pick{1, 2, 4, 8, 16}
  local group = pick{1, 2, 4, 5, 8, 16}
  local batch = math.random(8, 256)
  local a, b = math.random(1, 16), math.random(1, 16)
  local mixed = math.random() < 0.5 and a ~= b
  local lens, configs = {}, nil
  if mixed then
    local n1 = batch // 2
    for i = 1, batch do lens[i] = i <= n1 and a or b end
    configs = string.format("%dx%d+%dx%d", n1, a, batch - n1, b)
  else
    for i = 1, batch do lens[i] = a end
    configs = string.format("%dx%d", batch, a)
  end
  local dtype, block, alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = 256, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  local one_step = p.part_tokens <= p.block // 32 * 16
  if (not below and p.stages == 1) or (below and p.stages == 2 and one_step and p.grid > 264 and p.grid <= 528) then
    kept = kept + 1
    print(string.format("steps_pair h h%d_%d_%d_%s 1 --configs %s --heads %d --kv_heads %d --head_dim 256 --dtype %s --block_size %d --allocator %s  # %s grid %d",
      kept, kv * group, kv, configs:gsub("%+", "p"), configs, kv * group, kv, dtype, block, alloc, p.launch, p.grid))
  end
end
