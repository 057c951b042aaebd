-- Held-out steps for one_head_ctas' bound at head_dim 256 (round 5): steps
-- of at most two 16-token steps a sequence whose one-head grid passes six
-- CTAs an SM (792 on 132 SMs) and whose grouped grid fills at most 3/4 of the
-- SMs, drawn at random, printed with this build's launch. Run with the build
-- before the bound and after it; the steps whose launch differs are the ones
-- it moves.
-- With `step` (round 6), sequences of one step (1 to 16 tokens) and one-head
-- grids of 793 to 1800 CTAs, about the bound of nine an SM that one slot has.
-- With `edge` (round 7), the same between 925 and 1188 CTAs, about eight an SM.
-- build/pabench bench/runs/2026-12-06-h200-heldout/draw_bound.lua [SEED] [N] [step|edge]
local seed, want = tonumber(arg[1]) or 2026120605, tonumber(arg[2]) or 40
local step, edge = arg[3] == "step", arg[3] == "edge"
local longest = (step or edge) and 16 or 32
local least, most = edge and 924 or 792, step and 1800 or edge and 1188 or math.huge
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
local kept, tries = 0, 0
while kept < want and tries < 100000 do
  tries = tries + 1
  local kv, group = pick{1, 2, 4, 8, 16}, pick{5, 8, 16}
  local heads = kv * group
  local batch = math.random(1, 99 // kv)
  local a, b = math.random(1, longest), math.random(1, longest)
  local lens, configs = {}, nil
  if math.random() < 0.5 and a ~= b and batch > 1 then
    local n1 = batch // 2
    for i = 1, batch do lens[i] = i <= n1 and a or b end
    configs = string.format("%dx%d+%dx%d", n1, a, batch - n1, b)
  else
    for i = 1, batch do lens[i] = a end
    configs = string.format("%dx%d", batch, a)
  end
  if batch * heads > least and batch * heads <= most then
    local dtype, block, alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
    local p = pa.plan{context_lens = lens, heads = heads, kv_heads = kv, head_dim = 256, dtype = dtype,
                      device = {sms = 132, gpu = true}}
    kept = kept + 1
    print(string.format("steps_pair b b%d_%d_%d_%s 1 --configs %s --heads %d --kv_heads %d --head_dim 256 --dtype %s --block_size %d --allocator %s  # %s",
      kept, heads, kv, configs:gsub("%+", "p"), configs, heads, kv, dtype, block, alloc, p.launch))
  end
end
