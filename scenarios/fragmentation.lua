-- Block-table layouts from contiguous to scattered, and one of your own: does adjacency buy speed?
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local bench = require "pa.bench"
local options = require "pa.options"
local plot = require "pa.plot"

local DEFAULT_LAYOUT = "g * 7 % n"

local opts = options.parse(arg, sweep.with_shape({
  name = "fragmentation.lua",
  description = "The same batch over block tables of different layouts: contiguous, shuffled, fragmented\n" ..
    "after several rounds of allocator churn, and a layout of your own, a Lua function from\n" ..
    "(sequence, logical block) to physical block, built into explicit block_tables. Prints each\n" ..
    "layout's adjacency (computed from its table) beside each kernel's time and bandwidth.\n" ..
    "In --layout and in the function a --layout_file returns: s the sequence and j its logical\n" ..
    "block (both from 0), g the logical block counted over the whole batch, n the pool's size in\n" ..
    "blocks; the result is a physical block id in 0..n-1 (math's functions are in scope).",
  {"batch", "int", 8, "sequences", min = 1, max = 1 << 20},
  {"ctx", "int", 4096, "tokens per sequence", min = 1, max = 1 << 30},
  {"churn", "list", {0, 2, 8, 32}, "churn rounds of the fragmented allocator", min = 0, max = 100000},
  {"layout", "string", DEFAULT_LAYOUT, "your layout as a Lua expression in s, j, g, n (default: every 7th block)"},
  {"layout_file", "string", nil, "a Lua file returning function(s, j, g, n) -> physical block (instead of --layout)"},
  {"kernels", "list", {"gather", "paged_scalar", "paged", "split_kv", "gqa"}, "kernels to time",
   choices = sweep.kernel_names()},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = false}))
plot.check(opts.plot)
sweep.shrink(opts, {batch = 2, ctx = 512})

-- the user's layout, compiled now so a typo stops the run before any measuring
local user_layout, user_label
do
  local env = setmetatable({}, {__index = function(_, k) return math[k] or _G[k] end})
  if opts.layout_file and opts.layout ~= DEFAULT_LAYOUT then
    options.fail("--layout and --layout_file: give one, not both")
  end
  if opts.layout_file then
    local chunk, err = loadfile(opts.layout_file, "t", env)
    if not chunk then options.fail("--layout_file: " .. err) end
    local ok, f = pcall(chunk)
    if not ok or type(f) ~= "function" then
      options.fail("--layout_file " .. opts.layout_file .. ": must return a function(s, j, g, n)" ..
        (ok and "" or (": " .. tostring(f))))
    end
    user_layout, user_label = f, "file " .. opts.layout_file:match("[^/]*$")
  else
    local chunk, err = load("return function(s, j, g, n) return " .. opts.layout .. " end", "=--layout", "t", env)
    if not chunk then options.fail("--layout: " .. err) end
    user_layout = chunk()
    user_label = opts.layout == DEFAULT_LAYOUT and "strided (every 7th)" or "user: " .. opts.layout
  end
end

local lens = sweep.fill(opts.batch, opts.ctx)
local bs = opts.block_size
local per_seq = (opts.ctx + bs - 1) // bs
local need = per_seq * opts.batch
local pool = need + math.max(8, need // 8)
-- a stride of 7 visits every block exactly once only when 7 does not divide the pool
while pool % 7 == 0 do pool = pool + 1 end

-- the user's function evaluated into explicit tables, checked for range and sharing
local function user_tables()
  local tables, seen, shared = {}, {}, 0
  for s = 0, opts.batch - 1 do
    local row = {}
    for j = 0, per_seq - 1 do
      local g = s * per_seq + j
      local ok, v = pcall(user_layout, s, j, g, pool)
      local id = ok and math.tointeger(v)
      if not ok then options.fail(string.format("%s: error at s=%d, j=%d: %s", user_label, s, j, tostring(v))) end
      if not id or id < 0 or id >= pool then
        options.fail(string.format("%s gives %s for s=%d, j=%d (g=%d); expected a block id in 0..%d",
          user_label, tostring(v), s, j, g, pool - 1))
      end
      if seen[id] then shared = shared + 1 end
      seen[id] = true
      row[j + 1] = id
    end
    tables[s + 1] = row
  end
  return tables, shared
end

local layouts = {
  {name = "contiguous", allocator = "contiguous"},
  {name = "shuffled", allocator = "shuffled"},
}
for _, c in ipairs(opts.churn) do
  layouts[#layouts + 1] = {name = "fragmented churn " .. c, allocator = "fragmented", churn = c}
end
-- the pool first: one the cache cannot hold is refused before the user's
-- function is called once for each of its blocks
local cache <close> = pa.cache{blocks = pool, block_size = bs, kv_heads = opts.kv_heads, head_dim = opts.head_dim,
                               dtype = opts.dtype, seed = 1}
local tables, shared = user_tables()
layouts[#layouts + 1] = {name = user_label, tables = tables}

local timing = sweep.timing(opts)
sweep.header(timing, string.format(
  "fragmentation: %d x %d tokens, heads %d, kv heads %d, head_dim %d, block %d, %s; pool %d blocks for %d",
  opts.batch, opts.ctx, opts.heads, opts.kv_heads, opts.head_dim, bs, opts.dtype, pool, need))
if shared > 0 then
  print(string.format("note: %s maps %d logical blocks onto blocks already used (shared blocks, as a shared prefix)",
    user_label, shared))
end

local kernels = sweep.kernel_list(opts.kernels)
local step, done = sweep.stepper(opts, #layouts * #kernels)
local rows, contiguous_us = {}, {}
for n, layout in ipairs(layouts) do
  local batch
  if layout.tables then
    batch = pa.batch{cache = cache, block_tables = layout.tables, heads = opts.heads, context_lens = lens, seed = 3}
  else
    local alloc = pa.allocator(layout.allocator, cache, {seed = 10 + n, churn = layout.churn})
    batch = pa.batch{cache = cache, allocator = alloc, heads = opts.heads, context_lens = lens, seed = 3}
  end
  local adjacency = sweep.adjacency(batch:block_table(), lens, bs)
  local ref = batch:reference()
  local these = sweep.measure_all(kernels, batch, ref, timing,
    {layout = layout.name, adjacency = adjacency, bytes = batch.bytes}, step)
  batch:free()
  for _, r in ipairs(these) do
    if layout.name == "contiguous" and r.us then contiguous_us[r.kernel] = r.us end
    local c = contiguous_us[r.kernel]
    if c and r.us then r.vs_contiguous = c / r.us end
    rows[#rows + 1] = r
  end
end
done()

local columns = sweep.columns({
  {key = "layout", title = "layout", align = "left"},
  {key = "adjacency", title = "adjacency", fmt = "%.3f"},
}, {speedup = false})
table.insert(columns, #columns, {key = "vs_contiguous", title = "vs contiguous", fmt = "%.2fx"})
print()
report.table(rows, columns)
print("\nadjacency: the share of logically consecutive block pairs that are physically consecutive (1 = contiguous).")
print("vs contiguous: the kernel's best time on the contiguous table over its time on this one.")

sweep.finish(opts, sweep.results("fragmentation", opts, timing, rows, {pool_blocks = pool}), columns, function(res)
  local function layout(r) return string.format("%s (%.2f)", r.layout, r.adjacency) end
  return plot.bandwidth_bars(res.rows, layout, "kernel",
    {title = "achieved bandwidth by block-table layout (adjacency in brackets; " .. pa.device().name .. ")",
     xlabel = "layout"})
end)
