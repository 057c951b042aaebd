-- Run from the repository root: lua5.4 bench/runs/2026-12-02-h200-auto/fit_fp32.lua [T m cap P G]
-- The fp32 planner rule's parameters against round 3's every-launch rows: T CTAs an SM,
-- parts of at least m tokens, at most cap parts, a CTA a head (paged) for sequences of
-- at most P tokens whose grouped grid is under G CTAs an SM. Times off the grid of split
-- counts are read at the nearest count.
package.path = "lua/?.lua;" .. package.path
local fuzz = dofile("lua/fuzz.lua")
local cjson = require "cjson"
local data = {}
for _, seed in ipairs{11, 13} do
  local f = io.popen("zcat " .. string.format("bench/runs/2026-12-02-h200-auto/round3/fp32_s%d.json.gz", seed))
  local d = cjson.decode(f:read("a")); f:close()
  local by = {}
  for _, x in ipairs(d.detail) do
    by[x.shape] = by[x.shape] or {skv = {}, gqa = {}, best = math.huge}
    local e = by[x.shape]
    if x.us then e.best = math.min(e.best, x.us) end
    local k, s = x.kernel:match("^(%a+_?%a*)/(%d+)$")
    if k == "split_kv" then e.skv[tonumber(s)] = x.us elseif k == "gqa" then e.gqa[tonumber(s)] = x.us end
    if x.kernel == "paged" then e.paged = x.us end
  end
  for n = 1, 20 do
    math.randomseed(seed, n)
    local s = fuzz.draw_step(math.random, 250000, 200000000, {fp32 = true})
    local mx, tot = 0, 0
    for _, l in ipairs(s.lens) do mx = math.max(mx, l); tot = tot + l end
    s.max, s.total = mx, tot
    s.m = by[n]
    data[#data + 1] = s
  end
end
local GRID = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128}
local function at(tbl, s) -- nearest grid point in log
  local bestg, bd = 1, math.huge
  for _, g in ipairs(GRID) do
    local d = math.abs(math.log(g) - math.log(s))
    if d < bd then bd, bestg = d, g end
  end
  return tbl[bestg]
end
local P, G = 0, 1
local function rule(s, T, m, cap)
  local gqa = s.heads > s.kv_heads
  if gqa and s.max <= P and #s.lens * s.kv_heads < G * 132 then return "paged", 1 end
  local per = gqa and s.kv_heads or s.heads
  local ctas = #s.lens * per
  local target = T * 132
  local splits = (target + ctas - 1) // ctas
  local share = s.total * per // target
  if share > 0 and s.max // share > splits then splits = s.max // share end
  local by_len = s.max // m
  if splits > by_len then splits = by_len end
  if splits > cap then splits = cap end
  if splits < 1 then splits = 1 end
  return gqa, splits
end
local function eval(T, m, cap, show)
  local logsum, over, worst = 0, 0, 0
  for i, s in ipairs(data) do
    local gqa, sp = rule(s, T, m, cap)
    local t = gqa == "paged" and s.m.paged or at(gqa and s.m.gqa or s.m.skv, sp)
    local r = t / s.m.best
    logsum = logsum + math.log(r)
    if r > 1.05 then over = over + 1 end
    worst = math.max(worst, r)
    if show then print(string.format("%2d %-36s %s s%-3d %.2f", i, fuzz.describe_step(s), gqa == "paged" and "pgd" or gqa and "gqa" or "skv", sp, r)) end
  end
  return math.exp(logsum / #data), over, worst
end
print("current-ish (T=2,m=256,cap=128):", eval(2, 256, 128))
local res = {}
for _, GG in ipairs{0.5, 1, 2, 4} do G = GG
for _, PP in ipairs{0, 16, 32, 64, 128} do P = PP
for _, T in ipairs{2, 4, 6, 8, 12, 16, 24, 32} do
  for _, m in ipairs{8, 16, 24, 32, 48, 64, 128} do
    for _, cap in ipairs{64, 96, 128} do
      local g, o, w = eval(T, m, cap)
      res[#res + 1] = {g, o, w, T, m, cap, P, G}
    end
  end
end
end
end
table.sort(res, function(a, b) return a[1] < b[1] end)
for i = 1, 15 do print(string.format("geo %.3f over %d worst %.2f  T=%d m=%d cap=%d P=%d G=%.1f", table.unpack(res[i]))) end
local T, m, cap = tonumber(arg[1] or 0), tonumber(arg[2] or 0), tonumber(arg[3] or 0)
P = tonumber(arg[4] or 0); G = tonumber(arg[5] or 1)
if T > 0 then print(eval(T, m, cap, true)) end
