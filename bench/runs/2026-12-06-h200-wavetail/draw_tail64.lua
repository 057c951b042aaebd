-- Round 6's draw: uniform batches at head_dim 64 whose count tail_parts decides
-- (whole grid past one CTA an SM by up to a half, sequences over 4096 tokens),
-- printed with the launch and grid the running build plans (run with the
-- build before tail_slots_64, whose rule then ends the plans it moves):
--   build/pabench bench/runs/2026-12-06-h200-wavetail/draw_tail64.lua 3
math.randomseed(tonumber(arg[1]) or 1)
local heads = {{8,8},{4,4},{2,2},{16,16},{16,4},{32,8},{8,2},{16,2},{40,8},{64,8},{20,4},{16,8},{32,4},{32,2},{8,1},{16,1}}
local n = 0
while n < 40 do
  local h = heads[math.random(#heads)]
  local dt = math.random(2) == 1 and "fp16" or "bf16"
  local len = math.random(4200, 24000)
  local batch = math.random(2, 256)
  local lens = {} for k = 1, batch do lens[k] = len end
  local ok, p = pcall(pa.plan, {context_lens=lens, heads=h[1], kv_heads=h[2], head_dim=64, dtype=dt, device={sms=132, gpu=true}})
  if ok then
    local last = p.rules[#p.rules].rule
    if last == "tail_parts" then
      n = n + 1
      print(string.format("%d %d %s %dx%d %s grid %d", h[1], h[2], dt, batch, len, p.launch:gsub(" ", ""), p.grid))
    end
  end
end
