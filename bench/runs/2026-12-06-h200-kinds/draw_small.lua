-- Batches of a few short sequences, mixed or equal lengths, at the head_dims
-- and groups given, kept where `auto` runs the grouped kernel in a grid of at
-- most a third of the SMs (round 3: the rest of the space round 1 opened).
-- Prints each with the launch the running build plans:
--   build/pabench bench/runs/2026-12-06-h200-kinds/draw_small.lua SEED N HEAD_DIMS GMIN GMAX LENGTHS
-- e.g. draw_small.lua 3 40 64,128 2 16 mixed (LENGTHS: mixed, equal or any)
local seed, want = tonumber(arg[1]) or 1, tonumber(arg[2]) or 40
local dims, gmin, gmax, lengths = {}, tonumber(arg[4]) or 2, tonumber(arg[5]) or 16, arg[6] or "mixed"
for d in (arg[3] or "128"):gmatch("%d+") do dims[#dims + 1] = tonumber(d) end
math.randomseed(seed)
local kvs = {1, 2, 4, 8}
local got = 0
for i = 1, 200000 do
  local d, k, g = dims[math.random(#dims)], kvs[math.random(#kvs)], math.random(gmin, gmax)
  local dt = math.random(2) == 1 and "fp16" or "bf16"
  local n, top = math.random(2, 12), math.random(32, 1000)
  local equal = lengths == "equal" or (lengths == "any" and math.random(2) == 1)
  local lens, cfg = {}, {}
  for j = 1, n do
    lens[j] = equal and top or math.max(8, math.floor(top * math.random() ^ 1.2))
    cfg[j] = "1x" .. lens[j]
  end
  local ok, p = pcall(pa.plan, {context_lens=lens, heads=g * k, kv_heads=k, head_dim=d, dtype=dt,
                                device={sms=132, gpu=true}})
  if ok and p.launch:match("^gqa") and p.grid <= 44 then
    print(string.format("%d %d %d %d %s %s %s %d %d %s", i, g * k, k, d, dt,
                        equal and (n .. "x" .. top) or table.concat(cfg, "+"), p.launch:gsub(" ", ""), p.splits,
                        p.grid, p.rules[#p.rules].rule))
    got = got + 1
    if got >= want then break end
  end
end
