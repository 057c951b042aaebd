-- The planner's fp16/bf16 choices on round 1's steps, each timed from that run's
-- every-launch rows (a count off the grid at the nearest, marked), against the
-- run's best launch and the launch auto took then. Run from the repository root:
--   build/pabench bench/runs/2026-12-02-h200-planner/fit_half.lua [round dir] [--all]
-- With --all it prints every step, not only those where the plan moved or is over 5 %.
local fuzz = require "pa.fuzz"
local cjson = require "cjson"
local dir = (arg[1] and not arg[1]:match("^%-%-")) and arg[1] or "bench/runs/2026-12-02-h200-planner/round1"
local all = arg[#arg] == "--all"
local files = {}
for name in io.popen("ls " .. dir .. "/*.json.gz"):lines() do
  if not name:match("shapes%.json%.gz$") then files[#files + 1] = name end
end

local function nearest(have, s)
  local best, bd = nil, math.huge
  for g in pairs(have) do
    local d = math.abs(math.log(g / s))
    if d < bd then best, bd = g, d end
  end
  return best
end

local n, logsum, logold, over, overold, moved, better, worse = 0, 0, 0, 0, 0, 0, 0, 0
for _, path in ipairs(files) do
  local f = io.popen("zcat " .. path); local d = cjson.decode(f:read("a")); f:close()
  local o = d.options
  local dtypes
  if o.dtypes then dtypes = {} for _, t in ipairs(o.dtypes) do dtypes[t] = true end end
  local times = {}
  for _, x in ipairs(d.detail) do
    if x.correct == "yes" then
      local t = times[x.shape] or {paged = nil, gqa = {}, split_kv = {}}
      times[x.shape] = t
      local k, s = x.kernel:match("^([%a_]+)/(%d+)$")
      if k and t[k] then t[k][tonumber(s)] = x.us elseif x.kernel == "paged" then t.paged = x.us end
    end
  end
  for _, r in ipairs(d.rows) do
    math.randomseed(o.seed, r.shape)
    local s = fuzz.draw_step(math.random, math.max(1, math.floor(o.min_mb * 1e6)), math.floor(o.max_mb * 1e6), dtypes)
    assert(fuzz.describe_step(s) == r.step, "step drawn differs: " .. r.step)
    if s.dtype ~= "fp32" then
      local p = pa.plan{context_lens = s.lens, heads = s.heads, kv_heads = s.kv_heads, head_dim = s.head_dim,
                        dtype = s.dtype, device = {sms = 132, gpu = true}}
      local t, how = times[r.shape], ""
      local us
      local was_kernel = r.auto:match("^([%a_]+)")
      local was_splits = tonumber(r.auto:match("splits=(%d+)") or "1")
      if p.kernel == was_kernel and p.splits == was_splits then us = r.auto_us
      elseif p.kernel == "paged" then us = t.paged else
        local g = nearest(t[p.kernel], p.splits)
        us = t[p.kernel][g]
        if g ~= p.splits then how = "~" .. g end
      end
      local ratio = us / r.best_us
      n = n + 1
      logsum, logold = logsum + math.log(ratio), logold + math.log(r.auto_vs_best)
      if ratio > 1.05 then over = over + 1 end
      if r.auto_vs_best > 1.05 then overold = overold + 1 end
      local was = r.auto:gsub("chunk=%d+, ", ""):gsub("%(splits=1%)", "")
      local now = p.launch:gsub("chunk=%d+, ", ""):gsub("%(splits=1%)", "")
      local changed = math.abs(ratio - r.auto_vs_best) > 0.005
      if changed then moved = moved + 1 end
      if ratio < r.auto_vs_best - 0.005 then better = better + 1 elseif ratio > r.auto_vs_best + 0.005 then worse = worse + 1 end
      if all or changed or ratio > 1.05 then
        print(string.format("%-10s %2d %-38s best %-18s %8.2f  was %-18s %.3f  now %-18s %.3f %s",
          path:match("([^/]+)%.json%.gz$"), r.shape, r.step, r.best:gsub("chunk=%d+, ", ""):gsub("%(splits=1%)", ""),
          r.best_us, was, r.auto_vs_best, now, ratio, how))
      end
    end
  end
end
print(string.format("%d steps: geometric mean auto/best %.3f -> %.3f; over 1.05 on %d -> %d; moved %d (%d better, %d worse)",
  n, math.exp(logold / n), math.exp(logsum / n), overold, over, moved, better, worse))
