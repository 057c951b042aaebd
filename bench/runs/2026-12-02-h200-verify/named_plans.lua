-- The planner's launch for each named step of a folder of `auto.lua --configs`
-- runs, timed from that run's rows, against the run's best launch. Run from the
-- repository root with the build whose planner is asked about:
--   build/pabench bench/runs/2026-12-02-h200-verify/named_plans.lua DIR
local cjson = require "cjson"
local dir = assert(arg[1], "usage: named_plans.lua DIR")
local n, logsum, over = 0, 0, 0
for path in io.popen("ls " .. dir .. "/*.json.gz"):lines() do
  local f = io.popen("zcat " .. path); local d = cjson.decode(f:read("a")); f:close()
  local configs = d.options and d.options.configs
  if type(configs) == "table" and #configs > 0 or type(configs) == "string" and configs ~= "" then
    for _, r in ipairs(d.rows) do
      local dtype, dim, heads, kv, batch, len = r.step:match("^(%a+%d+) D(%d+) (%d+)/(%d+) .- (%d+)x(%d+)$")
      assert(dtype, "a named step of equal lengths: " .. r.step)
      local lens = {}
      for i = 1, tonumber(batch) do lens[i] = tonumber(len) end
      local p = pa.plan { context_lens = lens, heads = tonumber(heads), kv_heads = tonumber(kv),
                          head_dim = tonumber(dim), dtype = dtype, device = { sms = 132, gpu = true } }
      local want, us = p.kernel .. "/" .. p.splits, nil
      for _, x in ipairs(d.detail) do
        local key = x.kernel:find("/") and x.kernel or string.format("%s/%d", x.kernel, x.splits or 1)
        if x.shape == r.shape and x.correct == "yes" and key == want and (not us or x.us < us) then us = x.us end
      end
      local ratio = us and us / r.best_us
      if ratio then
        n, logsum = n + 1, logsum + math.log(ratio)
        if ratio > 1.05 then over = over + 1 end
      end
      print(string.format("%-38s %-14s %8s  best %-28s %7.2f  %s", r.step, want, us and string.format("%.2f", us) or "-",
        r.best, r.best_us, ratio and string.format("%.3f", ratio) or "not timed"))
    end
  end
end
if n > 0 then
  print(string.format("%d steps timed: geometric mean auto/best %.3f, over 1.05 on %d", n, math.exp(logsum / n), over))
end
