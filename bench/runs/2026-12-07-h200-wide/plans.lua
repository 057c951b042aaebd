-- The launch this build plans for each steps_named line of a round script,
-- as NAME<TAB>LAUNCH (read_candidate.py reads it):
--   build/pabench bench/runs/2026-12-07-h200-wide/plans.lua ROUND.sh
for line in io.lines(arg[1]) do
  local name, cfg = line:match("^%s*steps_named (%S+) %S+ (.-)%s+#")
  if name then
    local o = {}
    for k, v in cfg:gmatch("%-%-(%S+) (%S+)") do o[k] = v end
    local b, l = o.configs:match("(%d+)x(%d+)")
    local lens = {}
    for i = 1, tonumber(b) do lens[i] = tonumber(l) end
    local p = pa.plan{context_lens = lens, heads = tonumber(o.heads), kv_heads = tonumber(o.kv_heads),
      head_dim = tonumber(o.head_dim), dtype = o.dtype, device = {sms = 132, gpu = true}}
    print(name, p.launch)
  end
end
