-- The old fp32 rule's choices on round 4's steps, timed from that run's every-launch rows
-- (a count off the grid at the nearest). Run from the repository root with the build
-- before the rule (63e413c): build/pabench bench/runs/2026-12-02-h200-auto/old_rule_estimate.lua
local fuzz = require "pa.fuzz"
local cjson = require "cjson"
local f = io.popen("zcat bench/runs/2026-12-02-h200-auto/round4/new.json.gz"); local d = cjson.decode(f:read("a")); f:close()
local by = {}
for _, x in ipairs(d.detail) do
  by[x.shape] = by[x.shape] or {}
  local k, s = x.kernel:match("^([%a_]+)/(%d+)$")
  if k then by[x.shape][k .. "/" .. s] = x.us end
  if x.kernel == "paged" then by[x.shape].paged = x.us end
end
local grid = {1, 2, 4, 8, 16, 32, 64}
local logsum, n, over, exact = 0, 0, 0, 0
for i, r in ipairs(d.rows) do
  math.randomseed(21, i)
  local s = fuzz.draw_step(math.random, 250000, 200000000, {fp32 = true})
  local p = pa.plan{context_lens = s.lens, heads = s.heads, kv_heads = s.kv_heads, head_dim = s.head_dim,
                    dtype = "fp32", device = {sms = 132, gpu = true}}
  local t, how
  if p.kernel == "paged" then t, how = by[i].paged, "exact" else
    local near, nd = 1, math.huge
    for _, g in ipairs(grid) do local dd = math.abs(math.log(g / p.splits)); if dd < nd then near, nd = g, dd end end
    t = by[i][p.kernel .. "/" .. near]; how = near == p.splits and "exact" or ("at " .. near)
  end
  if how == "exact" then exact = exact + 1 end
  local ratio = t / r.best_us
  logsum, n = logsum + math.log(ratio), n + 1
  if ratio > 1.05 then over = over + 1 end
  print(string.format("%2d %-34s old %-28s %.3f (%s)   new %.3f", i, r.step, p.launch, ratio, how, r.auto_vs_best))
end
print(string.format("old rule: geometric mean %.3f, %d of %d over 1.05 (%d exact)", math.exp(logsum / n), over, n, exact))
