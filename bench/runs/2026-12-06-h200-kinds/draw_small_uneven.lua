-- Uneven batches of a few short sequences at head_dim 128 and 256, groups 2
-- to 8, whose grouped grid `auto` keeps within a third of the SMs: where the
-- records put the grouped CTAs 1.15-1.49 times slower than a CTA a head at
-- the same count (group 5 at head_dim 256, bench/runs/2026-12-06-h200-kinds).
-- Prints each batch with the launch the running build plans:
--   build/pabench bench/runs/2026-12-06-h200-kinds/draw_small_uneven.lua SEED [N]
local seed, want = tonumber(arg[1]) or 1, tonumber(arg[2]) or 40
math.randomseed(seed)
local shapes = {{20,4,256},{5,1,256},{10,2,256},{40,8,256},{12,4,256},{24,4,256},{6,1,256},{14,2,256},
                {16,4,256},{32,8,256},{16,2,256},{8,1,256},{4,2,256},
                {20,4,128},{10,2,128},{40,8,128},{24,4,128},{6,1,128},{48,8,128},{16,2,128}}
local got = 0
for i = 1, 100000 do
  local s = shapes[math.random(#shapes)]
  local dt = math.random(2) == 1 and "fp16" or "bf16"
  local n, top = math.random(2, 9), math.random(64, 800)
  local lens, cfg = {}, {}
  for j = 1, n do
    lens[j] = math.max(8, math.floor(top * math.random() ^ 1.2))
    cfg[j] = "1x" .. lens[j]
  end
  local distinct = false
  for j = 2, n do distinct = distinct or lens[j] ~= lens[1] end
  local ok, p = pcall(pa.plan, {context_lens=lens, heads=s[1], kv_heads=s[2], head_dim=s[3], dtype=dt,
                                device={sms=132, gpu=true}})
  if distinct and ok and p.launch:match("^gqa") and p.grid <= 44 then
    print(string.format("%d %d %d %d %s %s %s %d %d %s", i, s[1], s[2], s[3], dt, table.concat(cfg, "+"),
                        p.launch:gsub(" ", ""), p.splits, p.grid, p.rules[#p.rules].rule))
    got = got + 1
    if got >= want then break end
  end
end
