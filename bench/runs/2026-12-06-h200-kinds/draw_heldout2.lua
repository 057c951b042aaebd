-- The held-out draw for what uneven_one_head_parts adds to round 2's rule:
-- uneven batches of 2 to 12 sequences of 8 to 1000 tokens at head_dim 128,
-- groups 5 to 16, and at head_dim 256, groups 9 to 16, printed where the
-- running build's plan ends in that rule (run it with the candidate's build):
--   build/pabench bench/runs/2026-12-06-h200-kinds/draw_heldout2.lua SEED [N]
local seed, want = tonumber(arg[1]) or 1, tonumber(arg[2]) or 60
math.randomseed(seed)
local kv = {1, 2, 4, 8}
local got = 0
for i = 1, 200000 do
  local d = math.random(2) == 1 and 128 or 256
  local k, g = kv[math.random(#kv)], d == 128 and math.random(5, 16) or math.random(9, 16)
  local dt = math.random(2) == 1 and "fp16" or "bf16"
  local n, top = math.random(2, 12), math.random(32, 1000)
  local lens, cfg = {}, {}
  for j = 1, n do
    lens[j] = math.max(8, math.floor(top * math.random() ^ 1.2))
    cfg[j] = "1x" .. lens[j]
  end
  local ok, p = pcall(pa.plan, {context_lens=lens, heads=g * k, kv_heads=k, head_dim=d, dtype=dt,
                                device={sms=132, gpu=true}})
  if ok and p.rules[#p.rules] and p.rules[#p.rules].rule == "uneven_one_head_parts" then
    print(string.format("%d %d %d %d %s %s %s %d %d", i, g * k, k, d, dt, table.concat(cfg, "+"),
                        p.launch:gsub(" ", ""), p.splits, p.grid))
    got = got + 1
    if got >= want then break end
  end
end
