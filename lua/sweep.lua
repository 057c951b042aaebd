-- What the scenarios share around bench.measure: caches sized to a batch,
-- length ladders, the adjacency of a block table, the table columns, and the
-- end of a run (CSV, JSON, chart, pa.last).
local pa = require "pa"
local bench = require "pa.bench"
local report = require "pa.report"

local M = {}

-- --quick shrinks the sizes only where the backend is slow: on a GPU the full
-- sweep takes seconds, so there --quick only trims the samples (bench.timing)
function M.small(opts)
  return opts.quick and pa.backend() == "cpu"
end

-- bench.timing, except that a CPU --quick run times with warm caches unless
-- --l2 says otherwise: a cold sample flushes hundreds of MB of last-level
-- cache, which on a small CPU costs more than the kernels being timed
function M.timing(opts, defaults)
  local t = bench.timing(opts, defaults)
  local given = require("pa.options").given or {}
  if M.small(opts) and not given.l2 then t.l2 = "warm" end
  return t
end

-- the CPU --quick sizes, for the options the command line left alone
function M.shrink(opts, small_values)
  if not M.small(opts) then return end
  local given = require("pa.options").given or {}
  for k, v in pairs(small_values) do
    if not given[k] then opts[k] = v end
  end
end

-- The options that shape a batch, declared once for every scenario. defaults:
-- {heads = 32, ...} overrides a default; `false` leaves the option out (the
-- scenario fixes it); an option the scenario declares itself is kept as its own.
local SHAPE = {
  {"heads", "int", 32, "query heads (1..65536)", min = 1, max = 65536},
  {"kv_heads", "int", 8, "KV heads (1..1024)", min = 1, max = 1024},
  {"head_dim", "int", 128, "head dimension (64, 128, 256)", choices = {64, 128, 256}},
  {"block_size", "int", 16, "tokens per KV block (a power of two, 1..1024)",
   choices = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024}},
  {"dtype", "string", "fp16", "cache and query type", choices = {"fp16", "bf16", "fp32"}},
  {"allocator", "string", "shuffled", "how block tables are laid out", choices = {"contiguous", "shuffled", "fragmented"}},
}

-- the shape options' own rule, refused as a usage error before pa.batch would
local function shape_check(values)
  if math.type(values.heads) == "integer" and math.type(values.kv_heads) == "integer"
    and values.heads % values.kv_heads ~= 0 then
    return string.format("--heads (%d) must be a multiple of --kv_heads (%d)", values.heads, values.kv_heads)
  end
end

function M.with_shape(spec, defaults)
  local declared = {}
  for _, o in ipairs(spec) do declared[o[1]] = true end
  for _, o in ipairs(SHAPE) do
    local d = defaults[o[1]]
    if d ~= false and not declared[o[1]] then
      local copy = {}
      for k, v in pairs(o) do copy[k] = v end
      if d ~= nil then copy[3] = d end
      spec[#spec + 1] = copy
    end
  end
  local own = spec.check
  spec.check = function(values) return shape_check(values) or (own and own(values)) end
  return spec
end

function M.kernel_names()
  local names = {}
  for i, k in ipairs(pa.kernels()) do names[i] = k.name end
  return names
end

function M.allocator_names()
  local names = {}
  for i, a in ipairs(pa.allocators()) do names[i] = a.name end
  return names
end

function M.fill(n, len)
  local t = {}
  for i = 1, n do t[i] = len end
  return t
end

-- n lengths from lo to hi, a batch of mixed lengths the same on every machine:
-- the i-th is lo + i * 7919 (a prime stride) modulo the range, so the lengths
-- spread over it without a generator
function M.mixed(n, lo, hi)
  local t = {}
  for i = 1, n do t[i] = lo + (i * 7919) % (hi - lo + 1) end
  return t
end

-- lo, lo*factor, ... up to hi
function M.ladder(lo, hi, factor)
  local t, v = {}, lo
  while v <= hi do t[#t + 1] = v; v = v * (factor or 2) end
  return t
end

-- the bounds pa.batch takes: up to 2^20 sequences of up to 2^30 tokens
local MAX_BATCH, MAX_CTX = 1 << 20, 1 << 30
M.MAX_BATCH, M.MAX_CTX = MAX_BATCH, MAX_CTX

-- A BATCHxCONTEXT option value however its numbers are written (the list
-- option's `same`: "08x512" and "8x512" name one step); a malformed one is
-- parse_config's to refuse.
function M.same_config(c)
  local b, l = tostring(c):match("^(%d+)x(%d+)$")
  return b and string.format("%sx%s", (b:gsub("^0+(%d)", "%1")), (l:gsub("^0+(%d)", "%1"))) or c
end

-- BATCHxCONTEXT as {batch =, ctx =}, or a usage error naming the option (digits
-- past an integer's reach read as nil, so refused too)
function M.parse_config(c, option)
  local b, l = tostring(c):match("^(%d+)x(%d+)$")
  b, l = math.tointeger(tonumber(b)), math.tointeger(tonumber(l))
  if not (b and l and b >= 1 and b <= MAX_BATCH and l >= 1 and l <= MAX_CTX) then
    require("pa.options").fail(string.format("--%s: '%s' is not BATCHxCONTEXT with a batch in 1..%d and a context "
      .. "in 1..%d (e.g. 4x2048)", option or "configs", tostring(c), MAX_BATCH, MAX_CTX))
  end
  return {batch = b, ctx = l}
end

-- The steps scenarios/auto.lua times, from its options alone: each of
-- --configs as a step of the shape the options give, or step n drawn from
-- (--seed, n) over --min_mb..--max_mb and --dtypes. bench/plan_moves.lua draws
-- a record's steps again from the options the record keeps. Returns the named
-- steps and step_at(n).
function M.auto_steps(opts)
  local fuzz = require "pa.fuzz"
  local named = {}
  for i, c in ipairs(opts.configs) do
    local s = {dtype = opts.dtype, head_dim = opts.head_dim, block_size = opts.block_size, kv_heads = opts.kv_heads,
               heads = opts.heads, group = opts.heads // opts.kv_heads, allocator = opts.allocator, lens = {}}
    local parts = 0
    for part in (c .. "+"):gmatch("([^+]*)%+") do
      if part == "" then
        require("pa.options").fail(string.format("--configs %s: an empty part (parts join as 1x2048+31x128)", c))
      end
      local cfg = M.parse_config(part, "configs")
      parts = parts + 1
      if #s.lens + cfg.batch > MAX_BATCH then
        require("pa.options").fail(string.format("--configs %s: more than %d sequences", c, MAX_BATCH))
      end
      for _ = 1, cfg.batch do s.lens[#s.lens + 1] = cfg.ctx end
    end
    s.mixed = parts > 1
    named[i] = s
  end
  local lo, hi = math.max(1, math.floor(opts.min_mb * 1e6)), math.floor(opts.max_mb * 1e6)
  local dtypes = {}
  for _, t in ipairs(opts.dtypes) do dtypes[t] = true end
  return named, function(n)
    if #named > 0 then return named[n] end
    math.randomseed(opts.seed, n)
    return fuzz.draw_step(math.random, lo, hi, dtypes)
  end, lo, hi
end

function M.blocks_needed(lens, block_size)
  local n = 0
  for _, l in ipairs(lens) do n = n + (l + block_size - 1) // block_size end
  return n
end

-- A pool holding what the batch needs plus some slack, so a shuffled
-- allocator still has a choice for the last blocks it hands out.
function M.cache(lens, shape)
  local need = M.blocks_needed(lens, shape.block_size)
  local blocks = need + (shape.slack or math.max(8, need // 16))
  return pa.cache{blocks = blocks, block_size = shape.block_size, kv_heads = shape.kv_heads,
                  head_dim = shape.head_dim, dtype = shape.dtype or "fp16", seed = shape.seed or 1}
end

-- n batches of one shape, the layers of a model as kernel:time({...}) runs
-- them one after another: the first over a pool with blocks from
-- shape.allocator (shuffled by default), the others with its block table over
-- pools of their own (bench.sibling_layers), as an engine's layers. Every layer
-- has its own K/V and queries, so once n * batch bytes outgrow the cache no
-- layer finds another's data there; the table and lengths they share are read
-- from layer 1's copy (kernel:time's tables = "shared"). bench.free_layers
-- gives them back. n: a count, a function of one layer's K+V bytes giving the
-- count, or nil for enough layers for 1 GB (M.layers_for).
function M.layers(lens, shape, n, heads)
  local cache = M.cache(lens, shape)
  local alloc = pa.allocator(shape.allocator or "shuffled", cache, {seed = 7})
  local first = pa.batch{cache = cache, allocator = alloc, heads = heads or shape.heads, context_lens = lens, seed = 101}
  if type(n) == "function" then n = n(first.bytes) elseif n == nil then n = M.layers_for(first.bytes) end
  return bench.sibling_layers(first, n)
end

-- How many layers a timed step holds. A flush before each sample and K/V of
-- their own make every layer's read cold whatever the count; the count only
-- spreads the sample's fixed cost (the events, the graph's launch, the first
-- kernel's start, which no later layer pays) over the layers: enough layers for
-- o.target bytes (1 GB), at least o.min (2), at most o.max (64).
function M.layers_for(bytes, o)
  o = o or {}
  if bytes <= 0 then return o.min or 2 end
  return math.max(o.min or 2, math.min(o.max or 64, math.ceil((o.target or 1e9) / bytes)))
end

-- The fraction of logically consecutive block pairs that are also physically
-- consecutive, over the blocks each sequence uses: 1 contiguous, ~0 shuffled.
function M.adjacency(tables, lens, block_size)
  local pairs_, adjacent = 0, 0
  for s, row in ipairs(tables) do
    local used = (lens[s] + block_size - 1) // block_size
    for j = 1, used - 1 do
      local a, b = row[j], row[j + 1]
      if a >= 0 and b >= 0 then
        pairs_ = pairs_ + 1
        if b == a + 1 then adjacent = adjacent + 1 end
      end
    end
  end
  return pairs_ > 0 and adjacent / pairs_ or 1.0
end

-- A row's name for profilers (pa.range): its label, then the fields of
-- `extra` that say which row it is, as key=value in key order (bytes, a
-- measure rather than a name, left out): "gqa/16 config=long 1x65536".
function M.range_name(label, extra)
  local keys = {}
  for key, v in pairs(extra or {}) do
    if key ~= "bytes" and (type(v) == "string" or type(v) == "number" or type(v) == "boolean") then
      keys[#keys + 1] = key
    end
  end
  table.sort(keys)
  local parts = {label}
  for _, key in ipairs(keys) do parts[#parts + 1] = key .. "=" .. tostring(extra[key]) end
  return table.concat(parts, " ")
end

-- Check then time each kernel on one batch (or a list of layers, see
-- bench.measure). kernels: {{name=, opts=, label=}};
-- every row gets the fields of `extra` and the plan that ran (chunk, splits).
-- Each row runs in a range of its own (M.range_name), for Nsight.
function M.measure_all(kernels, batch, ref, timing, extra, step)
  local rows = {}
  for _, spec in ipairs(kernels) do
    if step then step(spec.label or spec.name) end
    local k <close> = pa.kernel(spec.name, spec.opts)
    local row = pa.range(M.range_name(spec.label or spec.name, extra), bench.measure, k, batch, ref, timing)
    local plan = k:plan(type(batch) == "table" and batch[1] or batch)
    row.chunk, row.splits = plan.chunk, plan.splits
    -- why auto chose what it ran: the planner's rules, for a record to carry
    if spec.name == "auto" then row.rules = M.rules_text(plan.rules) end
    if spec.label then row.kernel = spec.label end
    for key, v in pairs(extra or {}) do row[key] = v end
    rows[#rows + 1] = row
  end
  return rows
end

-- A plan's rules (pa.plan's `rules`) as one line, each with the kernel and
-- count it left: "one_wave_parts -> gqa 16, held_parts_128/deep_parts_128 ->
-- gqa 10"; "" where the kernel's options gave the count.
function M.rules_text(rules)
  local steps = {}
  for i, step in ipairs(rules or {}) do steps[i] = string.format("%s -> %s %d", step.rule, step.kernel, step.splits) end
  return table.concat(steps, ", ")
end

-- The search the planner is held to: paged, split_kv and gqa at their
-- defaults, auto, and split_kv and gqa at each of `splits`, checked then timed
-- on `layers` (M.measure_all). Returns the rows; the fastest correct one and
-- its candidate; auto's row; auto_us, the time of the launch auto chose at its
-- best under any name (the search may time one launch more than once: auto,
-- gqa and gqa/1 can be the same, and `best` is the least of all of them, so
-- auto's own row alone would be held to more draws than it had); and the
-- kernels found wrong.
function M.launch_search(layers, ref, timing, splits, extra)
  local candidates = {{name = "paged"}, {name = "split_kv"}, {name = "gqa"}, {name = "auto"}}
  for _, s in ipairs(splits) do
    candidates[#candidates + 1] = {name = "split_kv", opts = {splits = s}, label = "split_kv/" .. s}
    candidates[#candidates + 1] = {name = "gqa", opts = {splits = s}, label = "gqa/" .. s}
  end
  local r = {rows = M.measure_all(candidates, layers, ref, timing, extra), wrong = {}}
  for i, row in ipairs(r.rows) do
    if row.correct ~= "yes" then r.wrong[#r.wrong + 1] = row.kernel end
    if row.us and (not r.best or row.us < r.best.us) then r.best, r.best_spec = row, candidates[i] end
    if row.kernel == "auto" then r.auto = row end
  end
  if r.auto and r.auto.us then
    r.auto_us = r.auto.us
    for _, row in ipairs(r.rows) do
      if row.launch == r.auto.launch and row.us and row.us < r.auto_us then r.auto_us = row.us end
    end
  end
  -- auto past its margin in the sweep: its launch and the best timed again
  -- (timing.recheck rounds), since the sweep's best is the least of every
  -- launch it timed, one after another, and on a busy machine one of them
  -- draws a quiet moment the others did not have
  local margin = require("pa.targets").AUTO_MARGIN
  if (timing.recheck or 0) > 0 and r.auto_us and r.best and r.auto_us > margin * r.best.us then
    local auto_us, best_us = M.side_by_side(layers, {name = "auto"}, r.best_spec, timing, timing.recheck)
    r.again = {auto_us = auto_us, best_us = best_us, rounds = timing.recheck}
  end
  return r
end

-- The least times of launches `a` and `b` ({name=, opts=}) on `layers`, timed
-- in turns: `rounds` rounds of timing.iters samples of each, so that both meet
-- the same stretches of the machine and neither is picked out of many for a
-- low draw.
function M.side_by_side(layers, a, b, timing, rounds)
  local ka <close> = pa.kernel(a.name, a.opts)
  local kb <close> = pa.kernel(b.name, b.opts)
  local options = bench.time_options(timing)
  local a_us, b_us = math.huge, math.huge
  for _ = 1, rounds do
    a_us = math.min(a_us, ka:time(layers, options).min)
    b_us = math.min(b_us, kb:time(layers, options).min)
  end
  return a_us, b_us
end

-- A search's outcome on a table row (peak.lua's config, auto.lua's step): the
-- best launch, its time, bandwidth, spread and SM clock, the issue's target
-- for a step of `bytes` and whether the best met it; auto's launch, its time
-- and auto/best.
function M.search_fields(row, search, bytes, is_gpu)
  local best = search.best
  if best then
    row.best, row.best_us, row.gbps, row.pct_peak = best.launch, best.us, best.gbps, best.pct_peak
    row.noisy, row.rel_spread = best.noisy, best.rel_spread
    row.sm_clock_mhz, row.slow_clock = best.sm_clock_mhz, best.slow_clock
    row.sm_clock_start_mhz, row.sm_clock_end_mhz = best.sm_clock_start_mhz, best.sm_clock_end_mhz
    -- the best launch's spread, which the CSV's shared columns hold
    row.mean_us, row.p90_us, row.stdev_us = best.mean_us, best.p90_us, best.stdev_us
    local ok, what = require("pa.targets").target(bytes, best.us, best.pct_peak, is_gpu)
    row.target, row.met = what, ok == nil and "" or (ok and "yes" or "MISSED")
  end
  if search.auto_us then
    row.auto, row.auto_us, row.auto_rel_spread = search.auto.launch, search.auto_us, search.auto.rel_spread
    row.auto_rules = search.auto.rules
    row.auto_vs_best = best and search.auto_us / best.us
  end
  if search.again then
    row.auto_again_us, row.best_again_us = search.again.auto_us, search.again.best_us
    row.auto_vs_best_again = search.again.auto_us / search.again.best_us
    row.again_rounds = search.again.rounds
  end
  return row
end

-- The columns of what M.search_step puts on a row, for a search's table to
-- show in its own order. auto/best is left to each table: its digits are
-- those of the margin the table holds auto to.
M.SEARCH_COLUMNS = {
  mb = {key = "mb", title = "MB", fmt = "%.1f"},
  layers = {key = "layers", title = "layers"},
  best = {key = "best", title = "best", align = "left"},
  best_us = {key = "best_us", title = "best us", fmt = "%.2f"},
  pct_peak = {key = "pct_peak", title = "% peak", fmt = "%.1f"},
  target = {key = "target", title = "target"},
  met = {key = "met", title = "met"},
  auto = {key = "auto", title = "auto chose", align = "left"},
  auto_us = {key = "auto_us", title = "auto us", fmt = "%.2f"},
  noisy = bench.NOISE_COLUMN,
  wrong = {key = "wrong", title = "NO (not timed)", align = "left"},
}

-- One step of a launch search (peak.lua's config, auto.lua's step): its layers
-- (M.layers, as many as timing.layers asks for), searched, then given back
-- before the next step's are made. `row` gets the step's K/V in MB, its layer
-- count, the launches found wrong and the search's outcome (M.search_fields);
-- with_first(batch, search), where given, runs on the first layer while it is
-- still held. Returns the search.
function M.search_step(row, lens, shape, timing, splits, extra, with_first)
  local layers = M.layers(lens, shape, function(bytes) return bench.layer_count(timing, bytes) end)
  local batch = layers[1]
  local search = M.launch_search(layers, batch:reference(), timing, splits, extra)
  row.mb, row.layers = batch.bytes / require("pa.targets").MB, #layers
  row.wrong = table.concat(search.wrong, " ")
  M.search_fields(row, search, batch.bytes, pa.backend() == "cuda")
  if with_first then with_first(batch, search) end
  bench.free_layers(layers)
  layers, batch = nil, nil
  collectgarbage()
  return search
end

-- a counter over bench.progress: step(what) before each measurement
function M.stepper(opts, total)
  local progress = bench.progress(opts)
  local done = 0
  return function(what)
    progress(done, total, what)
    done = done + 1
  end, function() progress(total, total) end
end

function M.kernel_list(names)
  local t = {}
  for i, n in ipairs(names) do t[i] = {name = n} end
  return t
end

-- prefix columns, then bench's; o.speedup retitles (or, false, drops) the
-- speed-up column, o.drop = {key = true} leaves columns out, o.fmt = {key =
-- fmt} formats a column another way, o.after_median adds columns after the median
function M.columns(prefix, o)
  o = o or {}
  local cols = {}
  for _, c in ipairs(prefix or {}) do cols[#cols + 1] = c end
  for _, c in ipairs(bench.columns) do
    if c.key == "speedup" then
      if o.speedup ~= false then
        cols[#cols + 1] = {key = "speedup", title = o.speedup or "speedup", fmt = "%.2fx"}
      end
    elseif not (o.drop and o.drop[c.key]) then
      local fmt = o.fmt and o.fmt[c.key]
      cols[#cols + 1] = fmt and {key = c.key, title = c.title, align = c.align, fmt = fmt} or c
    end
    if c.key == "median_us" then
      for _, extra in ipairs(o.after_median or {}) do cols[#cols + 1] = extra end
    end
  end
  return cols
end

M.MEAN_COLUMN = {key = "mean_us", title = "mean us", fmt = "%.2f"}

-- CSV keeps the whole spread, not only what fits the terminal
local STAT_KEYS = {"mean_us", "p90_us", "stdev_us", "rel_spread", "layers", "sm_clock_mhz", "sm_clock_start_mhz",
  "sm_clock_end_mhz"}

function M.csv_columns(columns)
  local cols, have = {}, {}
  for _, c in ipairs(columns) do cols[#cols + 1] = {key = c.key}; have[c.key] = true end
  for _, k in ipairs(STAT_KEYS) do
    if not have[k] then cols[#cols + 1] = {key = k} end
  end
  return cols
end

function M.header(timing, ...)
  bench.header(timing)
  for i = 1, select("#", ...) do print((select(i, ...))) end
end

-- The run's record: what was measured, how, where; also what pa.last holds.
function M.results(name, opts, timing, rows, extra)
  local r = {
    scenario = name,
    version = pa.version,
    build = pa.build,
    device = pa.device(),
    read_gbps = bench.peak_gbps(),
    timing = timing,
    options = opts,
    rows = rows,
  }
  for k, v in pairs(extra or {}) do r[k] = v end
  return r
end

-- CSV, JSON, Markdown and the chart on request; pa.last for the REPL.
-- csv_columns: the CSV's own columns, for rows that time nothing (default:
-- `columns` and every timing statistic)
function M.finish(opts, results, columns, chart, csv_columns)
  pa.last = results
  if results.read_gbps then
    results.read_gbps_end = bench.read_at_end()
    local moved = bench.read_moved_line(results.read_gbps, results.read_gbps_end)
    if moved then print(); print(moved) end
  end
  -- the chart travels in the JSON, so a machine without gnuplot (a GPU server)
  -- can record a run and another can draw it: plot.from_json(json, image)
  if chart then
    local ok, spec = pcall(chart, results)
    if ok then results.chart = spec end
  end
  local kept = report.record_stop()
  if opts.csv or opts.json or opts.markdown or (opts.plot and chart) then print() end
  -- each file asked for is written even where another fails: a run is not
  -- measured twice for want of one of them
  local failed = {}
  local function output(what, path, write)
    local ok, err = pcall(write)
    if ok then print(what .. ": " .. path) else failed[#failed + 1] = (tostring(err):gsub("^[^:\n]*:%d+: ", "")) end
  end
  if opts.csv then output("csv", opts.csv, function() report.csv(opts.csv, results.rows, csv_columns or M.csv_columns(columns)) end) end
  if opts.json then output("json", opts.json, function() report.json(opts.json, results) end) end
  if opts.markdown then
    output("markdown", opts.markdown, function()
      report.write_atomic(opts.markdown, report.markdown(kept or {}, "pabench: " .. results.scenario,
        report.command_line(require("pa.options").command or {"pabench"}), report.run_stamp()))
    end)
  end
  if opts.plot and chart then
    output("plot", opts.plot, function() require("pa.plot").draw(opts.plot, chart(results)) end)
  end
  -- a kernel found wrong is the verdict a run exists to give: its rows say NO,
  -- and the exit status says so too, as pabench check's does
  local options = require "pa.options"
  local wrong = M.wrong_rows(results.rows)
  local verdict = wrong > 0 and string.format("%d of %d rows with a kernel wrong (NO) or failing (ERROR): exit status 1",
    wrong, #results.rows)
  if verdict and #failed > 0 then failed[#failed + 1] = verdict end
  -- a file the system would not take is no fault of the script: its message
  -- alone, a line each, and exit status 1 (a Lua error under pa.run, which
  -- otherwise returns the results, wrong rows and all)
  if #failed > 0 then
    options.abort(options.script, table.concat(failed, "\n" .. (options.script or "scenario") .. ": "), 1)
  end
  -- the status is left for pabench to end with, not taken here: under -i the
  -- REPL is still to open on these rows
  if verdict and options.runs == 0 then
    io.stderr:write(options.script or "scenario", ": ", verdict, "\n")
    options.status = 1
  end
  return results
end

-- rows whose kernel gave a wrong answer or an error (a bench row's `correct`),
-- or that list wrong launches (peak.lua's `wrong`)
function M.wrong_rows(rows)
  local n = 0
  for _, r in ipairs(rows or {}) do
    if (r.correct ~= nil and r.correct ~= "yes") or (type(r.wrong) == "string" and r.wrong ~= "") then n = n + 1 end
  end
  return n
end

-- A test on config names for the bench scripts' command lines: true where any
-- of the comma-separated Lua patterns finds a match, always when there are none.
function M.matching(patterns)
  local list = {}
  for p in (patterns or ""):gmatch("[^,]+") do list[#list + 1] = p end
  return function(name)
    if #list == 0 then return true end
    for _, p in ipairs(list) do
      if name:find(p) then return true end
    end
    return false
  end
end

function M.label_mb(bytes)
  return string.format("%.2f MB", bytes / 1e6)
end

return M
