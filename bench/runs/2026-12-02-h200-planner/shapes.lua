-- Named decode steps where the planner's new rules act or stop, each timed as
-- auto.lua times a drawn step (layers of a step, graph replay, L2 cold, every
-- launch checked first): paged, split_kv and gqa at each split count, and auto.
-- build/pabench bench/runs/2026-12-02-h200-planner/shapes.lua OUT.json [SET]
-- With --plans instead of OUT.json it prints what auto launches for each step on
-- an H200, without data (to set two builds' choices beside one run's timings).
-- SET: "rules" (the default: rounds 3 and 4) or "tail" (round 5: grids just over
-- one CTA an SM at head_dim 64 and 256 up to 4096 tokens, and at 128 past it).
local bench = require "pa.bench"
local sweep = require "pa.sweep"
local report = require "pa.report"
local out = assert(arg[1], "usage: shapes.lua OUT.json | --plans [rules | tail]")
local set = arg[2] or "rules"
assert(set == "rules" or set == "tail", "SET must be rules or tail, got " .. set)
local SPLITS = {1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 33, 40, 48, 64}

-- name, lens, heads, kv heads, head_dim, dtype
local steps = {}
local function add(name, lens, h, kv, d, dt)
  steps[#steps + 1] = {name = name, lens = lens, heads = h, kv_heads = kv, head_dim = d or 128,
                       dtype = dt or "fp16", block_size = 16, allocator = "shuffled"}
end
if set == "rules" then
  -- uniform grids of 133 to 198 CTAs whole (the new cut), and 132 and 256 beside them
  add("17x256 32/8 (136 CTAs)", sweep.fill(17, 256), 32, 8)
  add("17x1024 32/8 (136)", sweep.fill(17, 1024), 32, 8)
  add("18x512 16/8 (144)", sweep.fill(18, 512), 16, 8)
  add("20x4096 32/8 (160)", sweep.fill(20, 4096), 32, 8)
  add("24x2048 32/8 (192)", sweep.fill(24, 2048), 32, 8)
  add("150x128 1/1 (150)", sweep.fill(150, 128), 1, 1)
  add("140x2048 1/1 (140)", sweep.fill(140, 2048), 1, 1)
  add("190x4096 4/1 (190)", sweep.fill(190, 4096), 4, 1)
  add("33x8192 32/8 D64 (264: 2 a SM, unchanged)", sweep.fill(33, 8192), 32, 8, 64)
  add("17x4096 32/8 D64 (136)", sweep.fill(17, 4096), 32, 8, 64)
  add("17x2048 32/8 D256 (136)", sweep.fill(17, 2048), 32, 8, 256)
  -- the merge's steps: counts just past 32 and 64
  local l = sweep.fill(64, 256); l[1] = 32768
  add("1x32768 among 63x256 32/8 (33 -> 32)", l, 32, 8)
  add("1x20000 2/2", {20000}, 2, 2)
  add("1x40000 2/2 D64", {40000}, 4, 2, 64)
  add("2x70000 16/1", sweep.fill(2, 70000), 16, 1)
else
  for _, d in ipairs{64, 256} do
    add(string.format("17x512 32/8 D%d (136)", d), sweep.fill(17, 512), 32, 8, d)
    add(string.format("17x1024 32/8 D%d (136)", d), sweep.fill(17, 1024), 32, 8, d)
    add(string.format("20x2048 32/8 D%d (160)", d), sweep.fill(20, 2048), 32, 8, d)
    add(string.format("24x4096 32/8 D%d (192)", d), sweep.fill(24, 4096), 32, 8, d)
    add(string.format("150x2048 1/1 D%d (150)", d), sweep.fill(150, 2048), 1, 1, d)
  end
  add("20x5120 32/8 (160)", sweep.fill(20, 5120), 32, 8)
  add("17x6144 32/8 (136)", sweep.fill(17, 6144), 32, 8)
  add("24x4608 32/8 (192)", sweep.fill(24, 4608), 32, 8)
  add("150x6000 1/1 (150)", sweep.fill(150, 6000), 1, 1)
  add("45x8192 16/4 (180)", sweep.fill(45, 8192), 16, 4)
end

if out == "--plans" then
  for _, s in ipairs(steps) do
    print(s.name .. "\t" .. pa.plan{context_lens = s.lens, heads = s.heads, kv_heads = s.kv_heads,
                                    head_dim = s.head_dim, dtype = s.dtype, device = {sms = 132, gpu = true}}.launch)
  end
  return
end

local timing = sweep.timing({}, {iters = 50})
timing.layers = 0
sweep.header(timing, "shapes: split_kv and gqa over splits " .. table.concat(SPLITS, ","))
local rows, detail = {}, {}
for n, s in ipairs(steps) do
  local layers = sweep.layers(s.lens, s, function(bytes) return bench.layer_count(timing, bytes) end, s.heads)
  local search = sweep.launch_search(layers, layers[1]:reference(), timing, SPLITS, {shape = n})
  local by = {}
  for _, r in ipairs(search.rows) do
    r.step = s.name
    detail[#detail + 1] = r
    by[r.kernel] = r.us
  end
  local row = {shape = n, step = s.name, mb = layers[1].bytes / 1e6}
  sweep.search_fields(row, search, layers[1].bytes, true)
  rows[#rows + 1] = row
  local kind = (row.auto or ""):match("^([%a_]+)")
  local land = {}
  for _, k in ipairs(SPLITS) do
    local t = by[(kind == "paged" and "gqa" or kind or "gqa") .. "/" .. k]
    if t then land[#land + 1] = string.format("%d:%.2f", k, t) end
  end
  print(string.format("%-42s %8.1f MB  best %-28s %8.2f  auto %-36s %8.2f  %.3f", s.name, row.mb, row.best or "-",
    row.best_us or 0, row.auto or "-", row.auto_us or 0, row.auto_vs_best or 0))
  print("    " .. table.concat(land, " "))
  bench.free_layers(layers)
  layers = nil
  collectgarbage()
end
report.json(out, {read_gbps = bench.peak_gbps(), build = pa.build, device = pa.device(), rows = rows, detail = detail})
