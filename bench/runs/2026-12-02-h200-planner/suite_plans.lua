-- What `auto` launches for each config of peak.lua's suite on an H200 (132 SMs),
-- offline: run with two builds and diff the outputs to see which configs a
-- planner change moves. build/pabench bench/runs/2026-12-02-h200-planner/suite_plans.lua
local configs = {}
local function add(name, b, s, h, kv, d, dt) configs[#configs + 1] = {name, b, s, h, kv, d, dt or "fp16"} end
for _, c in ipairs{{2, 60}, {1, 512}, {16, 256}, {4, 2048}} do add("seed000 " .. c[1] .. "x" .. c[2], c[1], c[2], 32, 8, 128) end
for _, b in ipairs{1, 8, 32} do
  for _, s in ipairs{128, 512, 2048} do add("seed001 " .. b .. "x" .. s, b, s, 16, 8, 128) end
end
for _, c in ipairs{{1, 4096}, {1, 16384}, {1, 65536}, {1, 131072}, {8, 32768}, {32, 8192}, {64, 4096}} do
  add("long " .. c[1] .. "x" .. c[2], c[1], c[2], 32, 8, 128)
end
for _, g in ipairs{1, 4, 8, 16} do add("gqa" .. g .. " 1x65536", 1, 65536, 8 * g, 8, 128) end
add("D64 8x32768", 8, 32768, 32, 8, 64)
add("D256 8x32768", 8, 32768, 32, 8, 256)
add("bf16 32x8192", 32, 8192, 32, 8, 128, "bf16")
for _, c in ipairs(configs) do
  local lens = {}
  for i = 1, c[2] do lens[i] = c[3] end
  local p = pa.plan{context_lens = lens, heads = c[4], kv_heads = c[5], head_dim = c[6], dtype = c[7],
                    device = {sms = 132, gpu = true}}
  print(string.format("%-18s %s", c[1], p.launch))
end
