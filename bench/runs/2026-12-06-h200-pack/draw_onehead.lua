-- Steps a CTA a head runs by one_head_ctas (round 3): decode steps
-- of contexts of 1 to 48 tokens drawn at random (head_dim 64, 128 and 256,
-- groups 1 to 16, 1 to 256 sequences, equal or mixed lengths), kept where
-- the plan runs a CTA a head by one_head_ctas over sequences of at most two
-- steps (its grouped launch packed), printed as steps_named lines. With
-- `wide`, only where the one-head CTAs pass half the SMs (the rule's branch
-- for sequences of one or two steps); with `narrow`, only within it.
-- build/pabench bench/runs/2026-12-06-h200-pack/draw_onehead.lua [SEED] [N] [wide|narrow]
local seed, want, side = tonumber(arg[1]) or 2026120603, tonumber(arg[2]) or 30, arg[3]
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
local kept, tries = 0, 0
while kept < want and tries < 100000 do
  tries = tries + 1
  local kv = pick{1, 2, 4, 8, 16}
  local group = pick{1, 2, 4, 5, 8, 16}
  local hd = pick{64, 128, 256}
  local batch = math.random() < 0.25 and math.random(1, 16) or math.random(17, 256)
  local a, b = math.random(1, 48), math.random(1, 48)
  local mixed = batch > 1 and math.random() < 0.5 and a ~= b
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
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = hd, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  local one_head = false
  for _, r in ipairs(p.rules) do one_head = one_head or r.rule == "one_head_ctas" end
  local wide = batch * kv * group > 66
  if one_head and math.max(a, b) <= 32 and (side == nil or (side == "wide") == wide) then
    kept = kept + 1
    print(string.format("steps_named o%s%d_%d_%d_d%d_%s 1 --configs %s --heads %d --kv_heads %d --head_dim %d --dtype %s --block_size %d --allocator %s  # %s grid %d",
      side == "narrow" and "n" or "", kept, kv * group, kv, hd, configs:gsub("%+", "p"), configs, kv * group, kv, hd, dtype, block, alloc, p.launch, p.grid))
  end
end
