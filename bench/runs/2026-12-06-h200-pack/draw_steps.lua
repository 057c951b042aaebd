-- The pack round's draws share this: decode steps of contexts of 1 to 48
-- tokens drawn at random (head_dim 64, 128 and 256, groups 1 to 16, 1 to 256
-- sequences, a quarter of them 1 to 16, equal or mixed lengths, any dtype,
-- block size and allocator), each with the plan an H200 (132 SMs) gives it.
-- `draw_steps.keep(seed, n, keep, line)` draws until n steps pass `keep(step,
-- plan)` and prints `line(number, step, plan)` for each; `draw_steps.ran(plan,
-- names)` says whether any rule of `names` (a set) is among the plan's rules.
local M = {}

local function pick(t) return t[math.random(#t)] end

function M.step()
  local s = {kv = pick{1, 2, 4, 8, 16}, group = pick{1, 2, 4, 5, 8, 16}, hd = pick{64, 128, 256}}
  local batch = math.random() < 0.25 and math.random(1, 16) or math.random(17, 256)
  local a, b = math.random(1, 48), math.random(1, 48)
  s.batch, s.longest, s.lens = batch, a, {}
  if batch > 1 and math.random() < 0.5 and a ~= b then
    local n1 = batch // 2
    for i = 1, batch do s.lens[i] = i <= n1 and a or b end
    s.configs = string.format("%dx%d+%dx%d", n1, a, batch - n1, b)
    s.longest = math.max(a, b)
  else
    for i = 1, batch do s.lens[i] = a end
    s.configs = string.format("%dx%d", batch, a)
  end
  s.dtype, s.block, s.alloc = pick{"fp16", "bf16"}, pick{1, 8, 16, 32, 256}, pick{"shuffled", "fragmented", "contiguous"}
  s.heads = s.kv * s.group
  return s
end

-- the auto.lua arguments that time step s, and a name for it after `prefix`
function M.args(s)
  return string.format("--configs %s --heads %d --kv_heads %d --head_dim %d --dtype %s --block_size %d --allocator %s",
    s.configs, s.heads, s.kv, s.hd, s.dtype, s.block, s.alloc)
end
function M.name(prefix, n, s)
  return string.format("%s%d_%d_%d_d%d_%s", prefix, n, s.heads, s.kv, s.hd, (s.configs:gsub("%+", "p")))
end

function M.ran(p, names)
  for _, r in ipairs(p.rules) do
    if names[r.rule] then return true end
  end
  return false
end

function M.keep(seed, want, keep, line)
  math.randomseed(seed)
  local kept, tries = 0, 0
  while kept < want and tries < 100000 do
    tries = tries + 1
    local s = M.step()
    local p = pa.plan{context_lens = s.lens, heads = s.heads, kv_heads = s.kv, head_dim = s.hd, dtype = s.dtype,
                      device = {sms = 132, gpu = true}}
    if keep(s, p) then
      kept = kept + 1
      print(line(kept, s, p))
    end
  end
end

return M
