-- Every gqa launch, paged and split_kv unsplit of each named step in the given runs, beside
-- auto's launch. Run from the repository root:
--   build/pabench bench/runs/2026-12-02-h200-uneven/named_rows.lua bench/runs/2026-12-02-h200-uneven/round1/u_*.json.gz
local cjson = require "cjson"
for _, path in ipairs(arg) do
  local f = io.popen("zcat " .. path); local d = cjson.decode(f:read("a")); f:close()
  local by = {}
  for _, x in ipairs(d.detail) do
    if x.correct == "yes" then
      by[x.shape] = by[x.shape] or {}
      local k = x.kernel:match("^gqa/(%d+)$")
      if k then by[x.shape][#by[x.shape] + 1] = string.format("%s:%.2f", k, x.us) end
      if x.kernel == "paged" or x.kernel:match("^split_kv$") then by[x.shape][#by[x.shape] + 1] = string.format("%s:%.2f", x.kernel, x.us) end
    end
  end
  for _, r in ipairs(d.rows) do
    print(path:match("([%w_]+)%.json"), r.step, "auto " .. r.auto:gsub("chunk=%d+, ", "") .. string.format(" %.2f", r.auto_us), table.concat(by[r.shape], " "))
  end
end
