-- The held-out draw of round 4: uniform batches of long sequences, a shape
-- and a length drawn, then every batch size; each printed with the launch the
-- running build plans. Run with the tree's build and the candidate's, the
-- same seed, and keep the lines whose launches differ:
--   build/pabench bench/runs/2026-12-06-h200-wavetail/draw_uniform.lua 5
local seed = tonumber(arg[1]) or 1
math.randomseed(seed)
local heads = {{8,8},{4,4},{2,2},{16,16},{16,4},{32,8},{8,2},{16,2},{40,8},{64,8},{20,4},{16,8},{32,4},{24,3}}
local dims = {64, 128, 256}
for i = 1, 400 do
  local h = heads[math.random(#heads)]
  local d = dims[math.random(#dims)]
  local dt = math.random(2) == 1 and "fp16" or "bf16"
  local len = math.random(1500, 16000)
  for batch = 2, 256 do
    local lens = {}
    for k = 1, batch do lens[k] = len end
    local ok, p = pcall(pa.plan, {context_lens=lens, heads=h[1], kv_heads=h[2], head_dim=d, dtype=dt, device={sms=132, gpu=true}})
    if ok then
      print(string.format("%d %d %d %d %s %dx%d %s", i, h[1], h[2], d, dt, batch, len, (p.launch:gsub(" ", ""))))
    end
  end
end
