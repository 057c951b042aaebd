-- Peak: the fixed suite, every kernel's best time (graph replay, cold L2), GB/s, % of measured read bandwidth, auto's choice.
local pa = require "pa"
local bench = require "pa.bench"
local report = require "pa.report"
local sweep = require "pa.sweep"
local options = require "pa.options"
local plot = require "pa.plot"
local targets = require "pa.targets"

local PARTS = {"seed000", "seed001", "long", "fragmented", "block1", "gqa", "head_dim", "bf16"}
local opts = options.parse(arg, {
  name = "peak.lua",
  description = [[
The suite pabench's kernels are held to. Per configuration: every kernel's best time
per decode step (CUDA-graph replay, L2 cold) with GB/s and % of the read bandwidth
pabench measured (pa.read_bandwidth(): on a GPU the best of fifteen 8 GiB bulk-copy
reads), the split count that was best for split_kv and gqa (a sweep), the best kernel,
what `auto` chose and how far it is from the best, and the issue's target for that size.
--compare FILE adds the ratios to the seed's Triton kernel (new) and to SDPA over
contiguous K/V (bench/seed_triton.py --csv FILE, run on the same device with the same
--layers), both ways: as layers (their time per layer, timed as pabench's layers are,
over its best) and alone (their best lone launch over pabench's, "iso us"; both the best
of as many launches, each a one-launch graph after an L2 flush, between two events).

On a GPU a step is timed as the layers of a model: one graph runs the kernel over
--layers batches of the config's shape, each with K/V and queries of its own, after an
L2 flush, and the time is per layer. Every layer's K/V read is cold; the layers pay
what a decode step pays between its kernels, not the events and graph launch around
one kernel. Like an engine's layers they read one block table and one set of lengths
(cold for the first layer only); --tables own gives each layer a copy of its own.
"iso us" is the best launch's time alone: the best of --iso_iters launches, each after
an L2 flush, between two events. A best of more samples is a lower figure, so the
"alone" ratios compare bests of equal counts: bench/seed_triton.py times its lone launches
the same way (--alone-reps, 200 as here); a CSV without them (alone_us) is compared by
its do_bench minimum, which takes about 2000.
On a GPU every row also reads the SM clock before and after its samples; the verdicts
under the table give the clock's range over the rows and name any row under 90 % of the
device's peak, whose times then say as much about the GPU as about the kernel.
Where auto/best passes 1.05, auto's launch and the best are timed again in turns
(--recheck rounds, "side by side") and auto's verdict reads those: the sweep's best is the
least of every launch it timed one after another, and on a busy machine (a shared CPU)
one of them draws a quiet moment the others did not have.]],
  {"suite", "list", PARTS, "parts of the suite to run", choices = PARTS},
  {"splits", "list", {1, 2, 4, 8, 16, 32, 64}, "split counts swept for split_kv and gqa", min = 1,
   max = pa.kernel_limits.splits},
  {"compare", "string", nil, "CSV from bench/seed_triton.py to set beside each row"},
  {"iso_iters", "int", nil, "lone launches iso us is the best of (default: 200 on a GPU, --iters on the CPU)",
   min = 1, max = 1000000},
  {"recheck", "int", 15, "where auto/best passes 1.05, rounds of the two launches timed again in turns, "
   .. "auto's verdict read from them (0: none)", min = 0, max = 1000},
  {"layers", "int", 0, "layers a timed step holds (0..64; 0: enough layers for 1 GB of K/V, 2 to 64; the CPU: 1)",
   min = 0, max = 64},
})

-- name, batch, seq, heads, kv_heads, head_dim, block_size, dtype, allocator
local function suite(quick_cpu)
  local parts = {}
  local function add(part, name, b, s, h, kv, d, bs, dt, alloc)
    parts[#parts + 1] = {part = part, name = name, batch = b, seq = s, heads = h, kv_heads = kv, head_dim = d,
                         block_size = bs, dtype = dt or "fp16", allocator = alloc or "shuffled"}
  end
  if quick_cpu then
    -- the CPU's share of the same questions: small, one config of >= 64 MB
    add("seed000", "seed000 2x60", 2, 60, 32, 8, 128, 16)
    add("seed001", "seed001 8x512", 8, 512, 16, 8, 128, 256)
    add("long", "long 1x16384", 1, 16384, 32, 8, 128, 16)
    add("fragmented", "long 1x16384 fragmented", 1, 16384, 32, 8, 128, 16, nil, "fragmented")
    add("block1", "long 1x4096 block1", 1, 4096, 32, 8, 128, 1)
    add("gqa", "gqa8 1x4096", 1, 4096, 64, 8, 128, 16)
    return parts
  end
  for _, c in ipairs{{2, 60}, {1, 512}, {16, 256}, {4, 2048}} do
    add("seed000", string.format("seed000 %dx%d", c[1], c[2]), c[1], c[2], 32, 8, 128, 16)
  end
  for _, b in ipairs{1, 8, 32} do
    for _, s in ipairs{128, 512, 2048} do
      add("seed001", string.format("seed001 %dx%d", b, s), b, s, 16, 8, 128, 256)
    end
  end
  local long = {{1, 4096}, {1, 16384}, {1, 65536}, {1, 131072}, {8, 32768}, {32, 8192}, {64, 4096}}
  for _, c in ipairs(long) do add("long", string.format("long %dx%d", c[1], c[2]), c[1], c[2], 32, 8, 128, 16) end
  for _, c in ipairs(long) do
    add("fragmented", string.format("long %dx%d fragmented", c[1], c[2]), c[1], c[2], 32, 8, 128, 16, nil,
        "fragmented")
  end
  for _, c in ipairs(long) do
    add("block1", string.format("long %dx%d block1", c[1], c[2]), c[1], c[2], 32, 8, 128, 1)
  end
  for _, g in ipairs{1, 4, 8, 16} do
    add("gqa", string.format("gqa%d 1x65536", g), 1, 65536, 8 * g, 8, 128, 16)
  end
  add("head_dim", "D64 8x32768", 8, 32768, 32, 8, 64, 16)
  add("head_dim", "D256 8x32768", 8, 32768, 32, 8, 256, 16)
  add("bf16", "bf16 32x8192", 32, 8192, 32, 8, 128, 16, "bf16")
  return parts
end

plot.check(opts.plot)

local wanted = {}
for _, p in ipairs(opts.suite) do wanted[p] = true end

-- the columns read_compare reads every row by
local COMPARE_NEEDS = {"config", "impl", "best_us"}

-- the CSV's column names, or a usage error naming the file and what it lacks
local function compare_columns(f, path)
  -- a directory opens, but reading it fails
  local header, err = f:read("l")
  if not header then
    f:close()
    options.fail(string.format("--compare %s: expected a CSV from bench/seed_triton.py --csv, found %s", path,
      err and "no readable file (" .. err .. ")" or "an empty file"))
  end
  local cols, have = {}, {}
  -- Python's csv module ends its lines with CR LF
  for c in header:gsub("\r$", ""):gmatch("[^,]+") do cols[#cols + 1] = c; have[c] = true end
  for _, need in ipairs(COMPARE_NEEDS) do
    if not have[need] then
      f:close()
      options.fail(string.format("--compare %s: the CSV's header lacks the column '%s' (expected %s, as "
        .. "bench/seed_triton.py --csv writes)", path, need, table.concat(COMPARE_NEEDS, ", ")))
    end
  end
  return cols
end

local function read_compare(path)
  if not path then return nil end
  local f, err = io.open(path)
  if not f then options.fail("--compare: " .. tostring(err)) end
  local cols = compare_columns(f, path)
  local by = {}
  for line in f:lines() do
    line = line:gsub("\r$", "")
    local r, i = {}, 1
    for v in (line .. ","):gmatch("([^,]*),") do
      if cols[i] then r[cols[i]] = v end
      i = i + 1
    end
    -- a blank or short line names no row
    if r.config and r.impl then
      by[r.config] = by[r.config] or {}
      -- alone: the lone launches timed as iso us is, where the CSV has them
      by[r.config][r.impl] = tonumber(r.alone_us or "") or tonumber(r.best_us)
      by[r.config][r.impl .. " alone n"] = tonumber(r.alone_samples or "")
      -- a CSV from before the layered timing has no layer_us: its "layers" ratios stay empty
      by[r.config][r.impl .. " layers"] = tonumber(r.layer_us or "")
    end
  end
  f:close()
  return by
end

local is_gpu = pa.backend() == "cuda"
local quick_cpu = opts.quick and not is_gpu
local timing = sweep.timing(opts, {iters = is_gpu and 50 or 3})
-- a CPU step has no launch cost to spread over layers
timing.layers = (is_gpu or opts.layers > 0) and opts.layers or 1
local compare = read_compare(opts.compare)
local iso_iters = opts.iso_iters or (is_gpu and 200 or timing.iters)
timing.iso_iters = iso_iters -- recorded with the results
timing.recheck = opts.recheck
local configs = {}
for _, c in ipairs(suite(quick_cpu)) do if wanted[c.part] then configs[#configs + 1] = c end end

sweep.header(timing, "peak: split_kv and gqa swept over splits " .. table.concat(opts.splits, ",")
  .. "; best = fastest correct kernel and split")
print()

local step, done = sweep.stepper(opts, #configs)
local rows, detail, unequal = {}, {}, {}
for _, c in ipairs(configs) do
  step(c.name)
  local row = {config = c.name}
  -- iso us: the best launch alone, on the first layer while the search still holds it
  local function time_alone(batch, search)
    if not search.best then return end
    local k <close> = pa.kernel(search.best_spec.name, search.best_spec.opts)
    local iso = bench.time_options(timing)
    iso.iters = iso_iters
    local alone = pa.range("alone " .. c.name, k.time, k, batch, iso)
    row.iso_us, row.iso_rel_spread = alone.min, alone.rel_spread
  end
  local search = sweep.search_step(row, sweep.fill(c.batch, c.seq), c, timing, opts.splits, {config = c.name},
    time_alone)
  for _, r in ipairs(search.rows) do
    detail[#detail + 1] = r
    if r.kernel == "paged" or r.kernel == "split_kv" or r.kernel == "gqa" then row[r.kernel .. "_us"] = r.us end
  end
  local cmp = compare and compare[c.name]
  if cmp and row.best_us then
    local function over(theirs, ours) return theirs and ours and theirs / ours end
    row.vs_triton = over(cmp["triton_new layers"], row.best_us)
    row.vs_triton_alone = over(cmp.triton_new, row.iso_us)
    row.vs_sdpa = over(cmp["sdpa layers"], row.best_us)
    row.vs_sdpa_alone = over(cmp.sdpa, row.iso_us)
    for _, impl in ipairs{"triton_new", "sdpa"} do
      local n = cmp[impl .. " alone n"]
      if cmp[impl] and n ~= iso_iters then
        unequal[#unequal + 1] = string.format("%s %s: %s", c.name, impl, n or "do_bench")
      end
    end
  end
  rows[#rows + 1] = row
end
done()

local S = sweep.SEARCH_COLUMNS
local columns = {
  {key = "config", title = "config", align = "left"},
  S.mb, S.layers,
  {key = "paged_us", title = "paged us", fmt = "%.1f"},
  {key = "split_kv_us", title = "split_kv us", fmt = "%.1f"},
  {key = "gqa_us", title = "gqa us", fmt = "%.1f"},
  S.best, S.best_us,
  {key = "gbps", title = "GB/s", fmt = "%.0f"},
  S.pct_peak,
  {key = "iso_us", title = "iso us", fmt = "%.2f"},
  S.target, S.met, S.auto,
  {key = "auto_vs_best", title = "auto/best", fmt = "%.2f"},
}
for _, r in ipairs(rows) do
  if r.auto_vs_best_again then
    columns[#columns + 1] = {key = "auto_vs_best_again", title = "side by side", fmt = "%.2f"}
    break
  end
end
if compare then
  columns[#columns + 1] = {key = "vs_triton", title = "x triton layers", fmt = "%.2f"}
  columns[#columns + 1] = {key = "vs_triton_alone", title = "x triton alone", fmt = "%.2f"}
  columns[#columns + 1] = {key = "vs_sdpa", title = "x sdpa layers", fmt = "%.2f"}
  columns[#columns + 1] = {key = "vs_sdpa_alone", title = "x sdpa alone", fmt = "%.2f"}
end
columns[#columns + 1] = S.noisy
columns[#columns + 1] = S.wrong
report.table(rows, columns)
-- a launch that raised is named in its row's last column; why, under the table
local raised = report.error_lines(detail, {{key = "config"}, {key = "kernel"}})
if #raised > 0 then print("\n" .. table.concat(raised, "\n")) end
print()
print(is_gpu and string.format("us: per layer of a step of `layers` batches in one graph (%s), L2 flushed before "
  .. "each step; paged/split_kv/", report.layer_tables(timing))
  or "us: one decode step (layers 1: a CPU step has no launch cost to spread); paged/split_kv/")
print("gqa us: the kernel at its default or auto split; best: the fastest correct launch of the sweep; iso us:")
print(string.format("that launch alone, the best of %d launches%s%s; auto/best: the time of the launch auto chose",
  iso_iters, is_gpu and (timing.graph and ", each a one-launch graph between two events" or ", each between two events")
  or "", timing.l2 == "cold" and " after an L2 flush" or ""))
print("(its best under any name) over the best (target <= 1.05); where it passes 1.05, both launches are timed")
print(string.format("again in turns, %d rounds of %d samples, and auto's verdict reads those.", opts.recheck, timing.iters))
if compare then
  print("x triton/x sdpa: the seed's Triton kernel (new) and SDPA against pabench's best, > 1 where pabench is")
  print("faster: layers, their time per layer timed as pabench's are (bench/seed_triton.py) over best us; alone,")
  print("their best lone launch, timed as iso us is, over iso us.")
end
if #unequal > 0 then
  print(string.format("Unequal counts: iso us is the best of %d launches, the CSV's alone figures of other counts\n"
    .. "(%s%s); a best of more samples is lower.", iso_iters, table.concat(unequal, ", ", 1, math.min(3, #unequal)),
    #unequal > 3 and string.format(" and %d more", #unequal - 3) or ""))
end
local verdict_lines = targets.verdicts(rows)
print()
for _, line in ipairs(verdict_lines) do print(line) end
local results = sweep.results("peak", opts, timing, rows, {detail = detail, verdicts = verdict_lines})
sweep.finish(opts, results, columns, function(res)
  -- auto's share of the read, from its time against the best's
  local bars = {}
  for _, r in ipairs(res.rows) do
    if r.pct_peak then
      bars[#bars + 1] = {config = r.config, kernel = "best launch", pct = r.pct_peak}
      if r.auto_us then bars[#bars + 1] = {config = r.config, kernel = "auto", pct = r.pct_peak * r.best_us / r.auto_us} end
    end
  end
  local cats, series = plot.bars(bars, "config", "pct", "kernel")
  return {title = "peak: % of the measured read bandwidth (" .. pa.device().name .. ")", kind = "bars",
          xlabel = "config", ylabel = "% of " .. string.format("%.0f GB/s", res.read_gbps or 0),
          width = 1600, categories = cats, series = series}
end)
