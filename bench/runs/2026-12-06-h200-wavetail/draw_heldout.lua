-- The held-out draw of round 2: uneven batches (two lengths, or graded
-- lengths) of 15 shapes, each printed with the launch the running build plans.
-- Run with the tree's build and the candidate's, the same seed, and keep
-- the lines whose split counts differ:
--   build/pabench bench/runs/2026-12-06-h200-wavetail/draw_heldout.lua 11
local seed = tonumber(arg[1]) or 1
math.randomseed(seed)
local shapes = {{8,2,64},{32,8,128},{16,4,128},{32,4,128},{8,8,128},{16,4,256},{64,8,128},{8,2,128},{16,2,128},{4,4,128},{32,8,64},{16,8,256},{64,8,64},{8,1,128},{40,8,128}}
for i = 1, 3000 do
  local s = shapes[math.random(#shapes)]
  local dt = math.random(2) == 1 and "fp16" or "bf16"
  local groups = {}
  if math.random(2) == 1 then
    local nl, ll = math.random(1, 12), 16 * math.random(125, 1000)
    local ns, sl = math.random(4, 48), 16 * math.random(4, 150)
    if sl < ll then groups = {{nl, ll}, {ns, sl}} end
  else
    local n, top = math.random(6, 60), math.random(1500, 16000)
    for j = 1, n do groups[#groups+1] = {1, math.max(16, math.floor(top * math.random() ^ 1.5))} end
  end
  if #groups > 0 then
    local lens, cfg = {}, {}
    for _, g in ipairs(groups) do
      for k = 1, g[1] do lens[#lens+1] = g[2] end
      cfg[#cfg+1] = g[1] .. "x" .. g[2]
    end
    local ok, p = pcall(pa.plan, {context_lens=lens, heads=s[1], kv_heads=s[2], head_dim=s[3], dtype=dt, device={sms=132, gpu=true}})
    if ok then
      print(string.format("%d %d %d %d %s %s %s %d", i, s[1], s[2], s[3], dt, table.concat(cfg, "+"), p.launch:gsub(" ", ""), p.splits))
    end
  end
end
