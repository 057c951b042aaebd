-- Auto off the suite: decode steps drawn at random, auto's launch against the best of every kernel and split count.
local pa = require "pa"
local fuzz = require "pa.fuzz"
local report = require "pa.report"
local sweep = require "pa.sweep"
local options = require "pa.options"
local plot = require "pa.plot"

local opts = options.parse(arg, sweep.with_shape({
  name = "auto.lua",
  description = [[
Is `auto` as good on your shapes as on the suite it was fitted to? Draws --shapes decode
steps from --seed: fp16 and bf16 mostly, fp32 too (--dtypes picks), head_dim 64/128/256,
1 to 16 KV heads, groups 1 to 16, blocks of 1 to 256 tokens, shuffled, fragmented or
contiguous tables, 1 to 256 sequences, equal lengths or mixed, and K/V bytes spread evenly
over their logarithm from --min_mb to --max_mb. Each step is checked then timed as peak.lua
times a config (on a GPU the layers of a step, CUDA-graph replay, L2 cold): paged, split_kv
and gqa at their defaults and at each of --splits, and auto. A row gives the best launch,
auto's choice and auto/best (auto's launch at its best under any name), over --tolerance %
marked OVER, and the issue's target for the step's size where it has one; --json keeps
every launch's row (`detail`). A step follows from (seed, its number) alone: --start N
begins at step N, so one step runs again by itself. --configs BATCHxCONTEXT,... times
the steps you name instead, of the shape --heads, --kv_heads, --head_dim, --block_size,
--dtype and --allocator give (those options apply to --configs only): equal lengths, or
mixed as parts joined by + (1x2048+31x128: one sequence of 2048 tokens beside 31 of 128).
--lengths mixed times only the drawn steps of mixed lengths (the batches a server sees
mid-stream), skipping the others' numbers; equal, only those of one length. --min_batch,
--max_batch, --head_dims and --groups keep the drawn steps of those batch sizes, head
dimensions and groups (query heads a KV head) the same way, so a draw can stay in the
shapes you serve: every step keeps its number, and runs again by itself with --start.]],
  {"shapes", "int", 40, "decode steps to draw", min = 1, max = 100000},
  {"seed", "int", 1, "the draw's seed", min = 0, max = 2147483647},
  {"start", "int", 1, "the number of the first step drawn", min = 1, max = 2147483647},
  {"min_mb", "number", 0.25, "least K/V a step holds, MB (1e6 bytes)"},
  {"max_mb", "number", 1100, "most K/V a step holds, MB"},
  {"splits", "list", {1, 2, 4, 8, 16, 32, 64}, "split counts swept for split_kv and gqa", min = 1,
   max = pa.kernel_limits.splits},
  {"dtypes", "list", {"fp16", "bf16", "fp32"}, "the cache types drawn from", choices = {"fp16", "bf16", "fp32"}},
  {"lengths", "string", "any", "the drawn steps timed, by their lengths", choices = {"any", "mixed", "equal"}},
  {"min_batch", "int", 1, "the drawn steps timed: those of at least this many sequences", min = 1, max = 256},
  {"max_batch", "int", 256, "the drawn steps timed: those of at most this many sequences", min = 1, max = 256},
  {"head_dims", "list", {64, 128, 256}, "the drawn steps timed, by their head_dim", choices = {64, 128, 256}},
  {"groups", "list", {1, 2, 4, 5, 8, 16}, "the drawn steps timed, by their group (query heads a KV head)",
   choices = {1, 2, 4, 5, 8, 16}},
  {"tolerance", "number", 5, "auto/best past 1 + this / 100 is marked OVER"},
  {"layers", "int", 0, "layers a timed step holds (0..64; 0: enough layers for 1 GB of K/V, 2 to 64; the CPU: 1)",
   min = 0, max = 64},
  {"configs", "list", {}, "steps to time instead of drawing, as BATCHxCONTEXT (e.g. 20x4096,17x1024), "
   .. "parts of a mixed batch joined by + (1x2048+31x128)", same = sweep.same_config},
}, {heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16", allocator = "shuffled"}))
local given = options.given or {}
local named = #opts.configs > 0
-- options of the other way to pick steps would be ignored: refused instead
local draw_filters = {"lengths", "min_batch", "max_batch", "head_dims", "groups"}
for _, o in ipairs(named and {"shapes", "seed", "start", "min_mb", "max_mb", "dtypes", table.unpack(draw_filters)}
                   or {"heads", "kv_heads", "head_dim", "block_size", "dtype", "allocator"}) do
  if given[o] then
    options.fail(named and string.format("--%s draws steps, and --configs names them: give one or the other", o)
      or string.format("--%s shapes the steps --configs names; drawn steps draw their own (add --configs "
        .. "BATCHxCONTEXT)", o))
  end
end
sweep.shrink(opts, {shapes = 4, min_mb = 0.02, max_mb = 1})
if not (opts.min_mb > 0 and opts.min_mb <= opts.max_mb) then
  options.fail(string.format("--min_mb must be above 0 and at most --max_mb (got %g and %g)", opts.min_mb, opts.max_mb))
end
-- a step's pool and its sibling layers' pools must fit on the device
local device_mb = (pa.device().memory_bytes or 0) / 1e6
local most_mb = device_mb > 0 and math.min(16384, device_mb / 4) or 16384
local most_line = string.format("a step takes at most %g MB here (16384, and a quarter of the %s's %.0f MB)", most_mb,
  pa.backend(), device_mb)
if opts.max_mb > most_mb then options.fail(string.format("--max_mb %g: %s", opts.max_mb, most_line)) end
if not (opts.tolerance >= 0) then options.fail(string.format("--tolerance must be 0 or more (got %g)", opts.tolerance)) end
if opts.start + opts.shapes - 1 > 2147483647 then options.fail("--start + --shapes run past step 2147483647") end
if opts.min_batch > opts.max_batch then
  options.fail(string.format("--min_batch %d is past --max_batch %d", opts.min_batch, opts.max_batch))
end
plot.check(opts.plot)

-- step n: named (--configs), or drawn from (seed, n); a named step must fit as a drawn one does
local named_steps, step_at, lo, hi = sweep.auto_steps(opts)
for i, s in ipairs(named_steps) do
  local tokens = 0
  for _, l in ipairs(s.lens) do tokens = tokens + l end
  local mb = tokens * fuzz.token_bytes(s) / 1e6
  if mb > most_mb then
    options.fail(string.format("--configs %s: %.0f MB of K/V, and %s", opts.configs[i], mb, most_line))
  end
end

local is_gpu = pa.backend() == "cuda"
local timing = sweep.timing(opts, {iters = is_gpu and 50 or 3})
timing.layers = (is_gpu or opts.layers > 0) and opts.layers or 1
local sweep_line = "split_kv and gqa swept over splits " .. table.concat(opts.splits, ",")
  .. "; best = fastest correct launch"
-- the numbers of the steps to time: every one from --start, or those the
-- filters given keep (a draw costs no device time; a bounded search)
local function in_list(list, v)
  for _, x in ipairs(list) do if x == v then return true end end
  return false
end
local keeps = {
  lengths = function(s) return opts.lengths == "any" or s.mixed == (opts.lengths == "mixed") end,
  min_batch = function(s) return #s.lens >= opts.min_batch end,
  max_batch = function(s) return #s.lens <= opts.max_batch end,
  head_dims = function(s) return in_list(opts.head_dims, s.head_dim) end,
  groups = function(s) return in_list(opts.groups, s.group) end,
}
local filters, said = {}, {}
for _, o in ipairs(draw_filters) do
  if given[o] then
    filters[#filters + 1] = keeps[o]
    local v = opts[o]
    said[#said + 1] = "--" .. o .. " " .. (type(v) == "table" and table.concat(v, ",") or tostring(v))
  end
end
local numbers = {}
if named then
  for n = 1, #named_steps do numbers[n] = n end
else
  local n, tries = opts.start, 0
  while #numbers < opts.shapes and tries < 1000 * opts.shapes and n <= 2147483647 do
    local s, kept = #filters > 0 and step_at(n), true
    for _, keep in ipairs(filters) do kept = kept and keep(s) end
    if kept then numbers[#numbers + 1] = n end
    n, tries = n + 1, tries + 1
  end
  if #numbers < opts.shapes then
    options.fail(string.format("%s: %d of %d steps drawn from step %d are such steps; --shapes %d asks for "
      .. "more (a wider --min_mb..--max_mb draws more batches of several sequences)", table.concat(said, ", "),
      #numbers, tries, opts.start, opts.shapes))
  end
end
local which = #filters == 0 and string.format("shapes %d..%d", numbers[1], numbers[#numbers])
  or string.format("those %s keep among shapes %d..%d", table.concat(said, ", "), opts.start, numbers[#numbers])
sweep.header(timing, named and string.format("auto: the %d steps --configs names; %s", #named_steps, sweep_line)
  or string.format("auto: %d steps drawn from seed %d (%s), %s to %s of K/V each; %s", opts.shapes,
    opts.seed, which, sweep.label_mb(lo), sweep.label_mb(hi), sweep_line))
print()

local limit = 1 + opts.tolerance / 100
local step, done = sweep.stepper(opts, #numbers)
local rows, detail = {}, {}
for _, n in ipairs(numbers) do
  local s = step_at(n)
  local name = fuzz.describe_step(s)
  step(name)
  local row = {shape = n, step = name}
  local search = sweep.search_step(row, s.lens, s, timing, opts.splits, {shape = n})
  for _, r in ipairs(search.rows) do
    r.step = name
    detail[#detail + 1] = r
  end
  if row.auto_vs_best then row.verdict = row.auto_vs_best > limit and "OVER" or "ok" end
  rows[#rows + 1] = row
end
done()

local S = sweep.SEARCH_COLUMNS
local columns = {
  {key = "shape", title = "#"},
  {key = "step", title = "step", align = "left"},
  S.mb, S.layers, S.best, S.best_us, S.pct_peak, S.target, S.met, S.auto, S.auto_us,
  {key = "auto_vs_best", title = "auto/best", fmt = "%.3f"},
  {key = "verdict", title = "auto"},
  S.noisy, S.wrong,
}
report.table(rows, columns)
print()
print("step: type, head_dim, heads/kv heads, block size, table layout, batch x length (~: the mean of mixed")
print(is_gpu and string.format("lengths). us: per layer of a step of `layers` batches in one graph (%s), L2 "
  .. "flushed before each step.", report.layer_tables(timing))
  or "lengths). us: one decode step (a CPU step has no launch cost to spread over layers).")
print(string.format("auto/best: the launch auto chose, at its best under any name, over the best; OVER past %.3f.",
  limit))

-- the verdict over the run: how many steps auto served within the tolerance
local summary = {}
local within, timed, log_sum, worst = 0, 0, 0, nil
for _, r in ipairs(rows) do
  if r.auto_vs_best then
    timed = timed + 1
    log_sum = log_sum + math.log(r.auto_vs_best)
    if r.auto_vs_best <= limit then within = within + 1 end
    if not worst or r.auto_vs_best > worst.auto_vs_best then worst = r end
  end
end
if timed > 0 then
  summary[#summary + 1] = string.format("auto within %g %% of the best on %d of %d steps; geometric mean auto/best "
    .. "%.3f, the worst %.3f (#%d %s: %s against %s)", opts.tolerance, within, timed, math.exp(log_sum / timed),
    worst.auto_vs_best, worst.shape, worst.step, worst.auto, worst.best)
  -- where auto missed, the rules that chose its launch (pa.plan's rules) are where to look
  if worst.auto_vs_best > limit and (worst.auto_rules or "") ~= "" then
    summary[#summary + 1] = string.format("its planner rules: %s", worst.auto_rules)
  end
end
local met, missed = 0, {}
for _, r in ipairs(rows) do
  if r.met == "yes" then met = met + 1 elseif r.met == "MISSED" then missed[#missed + 1] = "#" .. r.shape end
end
if met + #missed > 0 then
  summary[#summary + 1] = string.format("the issue's targets, where a step's size has one: met on %d of %d%s", met,
    met + #missed, #missed > 0 and " (missed: " .. table.concat(missed, " ") .. ")" or "")
end
print()
for _, line in ipairs(summary) do print(line) end

sweep.finish(opts, sweep.results("auto", opts, timing, rows, {detail = detail, verdicts = summary}), columns, function(res)
  local points = {}
  for _, r in ipairs(res.rows) do
    if r.auto_vs_best then points[#points + 1] = {mb = r.mb, ratio = r.auto_vs_best, kernel = "auto/best"} end
  end
  local series = plot.series(points, "mb", "ratio", "kernel")
  for _, s in ipairs(series) do s.scatter = true end
  return {title = "auto against the best launch on drawn steps (" .. pa.device().name .. ")",
          xlabel = "K/V per step (MB)", ylabel = "auto / best time", logx = 10,
          xformat = "%g", series = series}
end)
