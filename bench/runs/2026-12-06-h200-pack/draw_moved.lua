-- Steps grouped_packs (src/plan.c) moves from a CTA a head back to the packed
-- grouped kernel (round 4): reads steps_named lines that draw_onehead.lua
-- printed with the build before it (one_head_ctas took each), keeps those
-- this build runs grouped, and prints them as steps_pair lines under PREFIX,
-- the first N of them with at least MIN_CTAS one-head CTAs. From the
-- repository's root:
-- REF draw_onehead.lua SEED 400 | build/pabench bench/runs/2026-12-06-h200-pack/draw_moved.lua PREFIX N [MIN_CTAS]
local prefix, want, min_ctas = arg[1] or "m", tonumber(arg[2]) or 24, tonumber(arg[3]) or 0
local kept = 0
for line in io.lines() do
  local name, args, was = line:match("^steps_named (%S+) 1 (.-)  # (.*)$")
  if name and kept < want then
    local o = {}
    for k, v in args:gmatch("%-%-(%S+) (%S+)") do o[k] = v end
    local lens = {}
    for part in o.configs:gmatch("[^+]+") do
      local n, l = part:match("(%d+)x(%d+)")
      for _ = 1, tonumber(n) do lens[#lens + 1] = tonumber(l) end
    end
    local heads = tonumber(o.heads)
    local p = pa.plan{context_lens = lens, heads = heads, kv_heads = tonumber(o.kv_heads),
                      head_dim = tonumber(o.head_dim), dtype = o.dtype, device = {sms = 132, gpu = true}}
    if p.launch:match("^gqa") and #lens * heads >= min_ctas then
      kept = kept + 1
      print(string.format("steps_pair %s %s 1 %s  # %s grid %d pack %d (was %s)", prefix,
        name:gsub("^o[n]?%d+", prefix .. kept), args, p.launch, p.grid, p.pack, was))
    end
  end
end
