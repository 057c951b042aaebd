-- `pabench compare BASE.json NEW.json`: two runs of one scenario, as their
-- --json records hold them, row by row. A kernel developer's A/B: what got
-- faster or slower past the runs' own noise, which launch `auto` changed, and
-- above all which row lost its correctness.
--
-- Rows carry no id, so a row is named by its fields that describe the
-- experiment (config, kernel, layout, ...), leaving out what was measured or
-- chosen by the planner. Chunk and split count are a launch's choice for
-- `auto` but the swept value in chunk_size.lua, so they name a row only where
-- the rest names more than one.
local bench = require "pa.bench"
local options = require "pa.options"
local report = require "pa.report"

local M = {}

M.USAGE = [[
usage: pabench compare BASE.json NEW.json [--threshold PCT] [--max-slowdown PCT] [--metrics a,b,...]
                      [--changed] [--markdown FILE]
  Compares two runs of one scenario, each recorded with --json (a .gz record is
  read through gzip), row by row on their best-of (min) times. A change counts
  only past both runs' noise (stdev / median of a row's samples) and --threshold.
  --threshold PCT     the least change that counts, in % (default 2)
  --max-slowdown PCT  a gate for CI: exit 1 when a row is slower by more than PCT %
                      and its noise, or a row correct and timed in BASE is missing
                      or untimed in NEW
  --metrics a,b,...   the time fields to compare, us or NAME_us (default: us;
                      peak.lua's records: best_us, auto_us and iso_us; auto.lua's:
                      best_us and auto_us)
  --changed           the table shows only the times not the same in both runs
                      (the summary still counts every one)
  --markdown FILE     also write what it prints to FILE as Markdown, the table as
                      a GitHub table, under the command line (for a pull request)
  --                  the rest are files, even one named like an option
Exit status: 0; 1 when a row correct in BASE is wrong or fails in NEW, or the
--max-slowdown gate fails; 2 on bad use or a file that is not a record.]]

-- The same build run twice on one H200 (bench/RESULTS.md, 2026-12-01): 2 to 5
-- of peak.lua's 123 times read as changed at 1 %, 1 or 2 at 2 %
M.DEFAULT_THRESHOLD = 2

-- fields that say what a run measured or chose, not which experiment a row is
-- (and peak.lua's target, which its config already names; auto.lua's verdict
-- on auto/best)
local MEASURED = {}
for _, k in ipairs{"us", "samples", "gbps", "pct_peak", "rel_spread", "noisy", "max_err", "correct", "error",
  "speedup", "launch", "layers", "imbalance", "adjacency", "mb", "best", "auto", "met", "wrong", "target",
  "slow_clock", "verdict"} do
  MEASURED[k] = true
end
local function measured(k)
  return MEASURED[k] or k:match("_us$") or k:match("^vs_") or k:match("^auto_") or k:match("_gbps$")
    or k:match("_rel_spread$") or k:match("^sm_clock_")
end
local PLAN_FIELDS = {chunk = true, splits = true}

local function check_record(doc, which, path)
  local name = path or which
  if type(doc) ~= "table" or type(doc.rows) ~= "table" or type(doc.scenario) ~= "string" then
    error(string.format("%s is not a pabench record (a scenario's --json output has 'scenario' and 'rows')",
      name), 0)
  end
  -- a JSON null row leaves a hole, and an object of rows has names: both would
  -- be passed over by ipairs, so a record reading as fewer rows is refused
  local n = 0
  for k in pairs(doc.rows) do
    if math.type(k) ~= "integer" or k < 1 then
      error(string.format("%s: 'rows' is not an array (a key '%s')", name, tostring(k)), 0)
    end
    n = n + 1
  end
  for i = 1, n do
    if type(doc.rows[i]) ~= "table" then error(string.format("%s: row %d is not an object", name, i), 0) end
  end
end

local function key_fields(row, with_plan)
  local names = {}
  for k, v in pairs(row) do
    -- a fraction is a measurement (an adjacency, a size in MB), never a name
    local fraction = type(v) == "number" and v ~= math.floor(v)
    if type(k) == "string" and type(v) ~= "table" and not fraction and not measured(k)
      and (with_plan or not PLAN_FIELDS[k]) then
      names[#names + 1] = k
    end
  end
  -- config first, kernel last, the rest by name: the label reads as the table's row
  local rank = function(k) return k == "config" and 0 or k == "kernel" and 2 or 1 end
  table.sort(names, function(a, b)
    if rank(a) ~= rank(b) then return rank(a) < rank(b) end
    return a < b
  end)
  return names
end

local function value_text(v)
  if type(v) == "number" and math.type(v) == "float" and v == math.floor(v) and math.abs(v) < 2^53 then
    return string.format("%d", v)
  end
  return tostring(v)
end

-- the row's name: its key fields' values, numbers as name=value; a config's
-- name already says its numbers (batch x context), and the other fields its
-- bytes, so those are left out of the label, not of the match; so is a number
-- every row of both runs shares (`same`), which names no row
local function label_of(row, with_plan, same)
  local parts, id = {}, {}
  local named = type(row.config) == "string"
  for _, k in ipairs(key_fields(row, with_plan)) do
    local v = value_text(row[k])
    id[#id + 1] = k .. "=" .. v
    if type(row[k]) == "string" then
      parts[#parts + 1] = v
    elseif not named and k ~= "bytes" and not (same and same[k]) then
      parts[#parts + 1] = k .. "=" .. v
    end
  end
  local label = table.concat(parts, " ")
  return table.concat(id, "\0"), label ~= "" and label or "(a row without names)"
end

-- the names that more than one row takes without chunk and splits, in either run
local function repeated_names(list_a, list_b)
  local repeated = {}
  for _, rows in ipairs{list_a, list_b} do
    local seen = {}
    for _, r in ipairs(rows) do
      local id = label_of(r, false)
      if seen[id] then repeated[id] = true end
      seen[id] = true
    end
  end
  return repeated
end

-- the number fields that hold one value on every row of both runs
local function shared_numbers(list_a, list_b)
  local value, same = {}, {}
  for _, rows in ipairs{list_a, list_b} do
    for _, r in ipairs(rows) do
      for k, v in pairs(r) do
        if type(v) == "number" then
          if value[k] == nil then value[k], same[k] = v, true elseif value[k] ~= v then same[k] = false end
        end
      end
    end
  end
  for _, rows in ipairs{list_a, list_b} do
    for _, r in ipairs(rows) do
      for k in pairs(same) do if r[k] == nil then same[k] = false end end
    end
  end
  return same
end

-- rows by name (with chunk and splits where those tell rows apart); a name
-- that still repeats gets its occurrence (#2, #3, ...)
local function index_rows(rows, repeated, same)
  local by_id, order, count = {}, {}, {}
  for _, r in ipairs(rows) do
    local id, label = label_of(r, false, same)
    if repeated[id] then id, label = label_of(r, true, same) end
    local n = (count[id] or 0) + 1
    count[id] = n
    if n > 1 then
      id = id .. "\0#" .. n
      label = label .. " #" .. n
    end
    by_id[id] = {row = r, label = label}
    order[#order + 1] = id
  end
  return by_id, order
end

local function default_metrics(rows)
  for _, r in ipairs(rows) do
    if r.us ~= nil then return {"us"} end
  end
  local found, list = {}, {}
  for _, k in ipairs{"best_us", "auto_us", "iso_us"} do
    for _, r in ipairs(rows) do
      if type(r[k]) == "number" and not found[k] then found[k] = true; list[#list + 1] = k end
    end
  end
  if #list > 0 then return list end
  for _, r in ipairs(rows) do
    for k, v in pairs(r) do
      if type(k) == "string" and k:match("_us$") and type(v) == "number" and not found[k] then
        found[k] = true
        list[#list + 1] = k
      end
    end
  end
  table.sort(list)
  return list
end

-- a bench row says `correct`; a peak.lua row lists its wrong launches in `wrong`
local function is_correct(row)
  return (row.correct == nil or row.correct == "yes") and (row.wrong == nil or row.wrong == "")
end

local function what_was_wrong(row)
  if row.wrong and row.wrong ~= "" then return "wrong: " .. tostring(row.wrong) end
  local err = tonumber(row.max_err)
  return tostring(row.correct) .. (err and string.format(" (max_err %.2g)", err) or "")
end

-- the launch a time is of: a bench row's own; in peak.lua's, the best launch's
-- (the lone launch times it too) or auto's
local LAUNCH_FIELD = {us = "launch", best_us = "best", iso_us = "best", auto_us = "auto"}

local function positive(v)
  return type(v) == "number" and v > 0 and v < math.huge
end

-- what differs between the runs' setups, as notes above the table
local SETUP_SKIP = {csv = true, json = true, markdown = true, plot = true, quiet = true, compare = true}
local function describe(v)
  if v == nil then return "none" end
  if type(v) == "table" then
    local parts = {}
    for i, x in ipairs(v) do parts[i] = value_text(x) end
    return table.concat(parts, ",")
  end
  return value_text(v)
end

local function differences(what, a, b, skip)
  local notes, names = {}, {}
  a, b = type(a) == "table" and a or {}, type(b) == "table" and b or {}
  for k in pairs(a) do names[k] = true end
  for k in pairs(b) do names[k] = true end
  local sorted = {}
  for k in pairs(names) do
    if type(k) == "string" and not (skip and skip[k]) then sorted[#sorted + 1] = k end
  end
  table.sort(sorted)
  for _, k in ipairs(sorted) do
    local x, y = describe(a[k]), describe(b[k])
    if x ~= y then notes[#notes + 1] = string.format("%s %s: %s in base, %s in new", what, k, x, y) end
  end
  return notes
end

--[[ Compares two records (decoded --json outputs, or pa.last of two runs).
opts: threshold (%, default 2), max_slowdown (%, optional), metrics (list).
Returns {scenario, metrics, lines = {{label, metric, base_us, new_us, change,
noise, verdict, launch}}, only_base, only_new (labels), notes, counts, failed,
geomean (new/base over the lines timed in both)}. --]]
local function check_opts(opts)
  if type(opts) ~= "table" then error("compare.records: opts must be a table (got " .. type(opts) .. ")", 0) end
  for _, name in ipairs{"threshold", "max_slowdown"} do
    local v = opts[name]
    if v ~= nil and (type(v) ~= "number" or v ~= v or v < 0 or v == math.huge) then
      error(string.format("compare.records: opts.%s must be a percentage, a number 0 or more (got %s %s)", name,
        type(v), type(v) == "string" and string.format("%q", v) or tostring(v)), 0)
    end
  end
  if opts.metrics ~= nil then
    local ok = type(opts.metrics) == "table" and #opts.metrics > 0
    for _, m in ipairs(ok and opts.metrics or {}) do ok = ok and type(m) == "string" end
    if not ok then error("compare.records: opts.metrics must be a list of field names, as {\"us\"}", 0) end
    local seen = {}
    for _, m in ipairs(opts.metrics) do
      -- a time: lower is better, and its noise is a spread of times
      if m ~= "us" and not m:match("_us$") then
        error(string.format("metric '%s' is not a time: a field us or NAME_us (median_us, best_us, ...)", m), 0)
      end
      if seen[m] then error(string.format("metric '%s' is named twice", m), 0) end
      seen[m] = true
    end
  end
end

function M.records(base, new, opts)
  opts = opts == nil and {} or opts
  check_opts(opts)
  check_record(base, "base", opts.base_path)
  check_record(new, "new", opts.new_path)
  if base.scenario ~= new.scenario then
    error(string.format("the records are of different scenarios (base: %s, new: %s); compare two runs of one",
      base.scenario, new.scenario), 0)
  end
  local threshold = (opts.threshold or M.DEFAULT_THRESHOLD) / 100
  local max_slowdown = opts.max_slowdown and opts.max_slowdown / 100
  local metrics = opts.metrics or default_metrics(base.rows)
  for _, m in ipairs(metrics) do
    local any = false
    for _, r in ipairs(base.rows) do any = any or type(r[m]) == "number" end
    if not any then
      error(string.format("metric '%s': no row of %s has a number there", m, opts.base_path or "base"), 0)
    end
  end
  local repeated = repeated_names(base.rows, new.rows)
  local same = shared_numbers(base.rows, new.rows)
  local base_rows, order = index_rows(base.rows, repeated, same)
  local new_rows, new_order = index_rows(new.rows, repeated, same)

  local out = {scenario = base.scenario, metrics = metrics, threshold = 100 * threshold, lines = {}, only_base = {},
    only_new = {}, notes = {},
    counts = {faster = 0, slower = 0, same = 0, wrong = 0, fixed = 0, both_wrong = 0, untimed = 0, gone = 0,
      past_gate = 0}, failed = false}
  local bdev = type(base.device) == "table" and base.device or {}
  local ndev = type(new.device) == "table" and new.device or {}
  if bdev.name ~= ndev.name or bdev.backend ~= ndev.backend then
    out.notes[#out.notes + 1] = string.format("device: %s (%s) in base, %s (%s) in new", tostring(bdev.name),
      tostring(bdev.backend), tostring(ndev.name), tostring(ndev.backend))
  end
  -- the lent H200s differ by about 2 % in this read, and their kernels' times with it
  if positive(base.read_gbps) and positive(new.read_gbps) and math.abs(new.read_gbps / base.read_gbps - 1) > 0.02 then
    out.notes[#out.notes + 1] = string.format("read bandwidth: %.1f GB/s in base, %.1f in new (%+.1f %%): "
      .. "another machine or a busy one, and the times move with it", base.read_gbps, new.read_gbps,
      100 * (new.read_gbps / base.read_gbps - 1))
  end
  for _, run in ipairs{{"base", base}, {"new", new}} do
    -- a CPU run takes its read again at the end (bench.read_at_end)
    if positive(run[2].read_gbps) and positive(run[2].read_gbps_end) then
      local moved = bench.read_moved_line(run[2].read_gbps, run[2].read_gbps_end)
      if moved then out.notes[#out.notes + 1] = run[1] .. ": " .. moved end
    end
    local iters = type(run[2].timing) == "table" and tonumber(run[2].timing.iters)
    if iters and iters < 10 then
      out.notes[#out.notes + 1] = string.format("%s has %s samples a row (a --quick run?): a spread of so few is "
        .. "a rough noise, and so are the verdicts", run[1], value_text(iters))
    end
  end
  -- rows timed under report.CLOCK_LOW of the SM clock's peak (bench.slow_clock):
  -- their times say as much about the GPU as about the change
  for _, run in ipairs{{"base", base}, {"new", new}} do
    local slow = 0
    for _, r in ipairs(run[2].rows) do if r.slow_clock == true then slow = slow + 1 end end
    if slow > 0 then
      out.notes[#out.notes + 1] = string.format("%s has %d row%s timed under %.0f %% of the SM clock's peak "
        .. "(noise column): those times move with the clock", run[1], slow, slow == 1 and "" or "s",
        100 * report.CLOCK_LOW)
    end
  end
  for _, n in ipairs(differences("timing", base.timing, new.timing)) do out.notes[#out.notes + 1] = n end
  for _, n in ipairs(differences("option", base.options, new.options, SETUP_SKIP)) do out.notes[#out.notes + 1] = n end

  -- under --max-slowdown (a CI gate) a row that was correct and timed in the
  -- base run must be timed again: gone or untimed, it fails the gate too
  local gate = max_slowdown ~= nil
  local log_sum, logged = 0, 0
  for _, id in ipairs(order) do
    local b, n = base_rows[id], new_rows[id]
    if not n then
      out.only_base[#out.only_base + 1] = b.label
      if gate and is_correct(b.row) then out.failed, out.counts.gone = true, out.counts.gone + 1 end
    else
      local br, nr = b.row, n.row
      local lost = is_correct(br) and not is_correct(nr)
      if lost then out.failed, out.counts.wrong = true, out.counts.wrong + 1 end
      for _, m in ipairs(metrics) do
        local field = LAUNCH_FIELD[m] or "launch"
        local launch
        if br[field] ~= nil and nr[field] ~= nil and br[field] ~= nr[field] then
          launch = tostring(br[field]) .. " -> " .. tostring(nr[field])
        end
        -- a time's own spread where the record has one (peak.lua's iso_ and
        -- auto_rel_spread), else the row's; none known is shown as such
        local spread = m == "us" and "rel_spread" or m:gsub("_us$", "_rel_spread")
        local function noise_of(r) return tonumber(r[spread]) or tonumber(r.rel_spread) end
        local line = {label = b.label, metric = m, base_us = br[m], new_us = nr[m], launch = launch}
        if lost then
          line.verdict, line.why = "WRONG", what_was_wrong(nr)
        elseif not is_correct(br) then
          local key = is_correct(nr) and "fixed" or "both_wrong"
          line.verdict = key == "fixed" and "fixed" or "wrong in both"
          out.counts[key] = out.counts[key] + 1
        elseif not (positive(br[m]) and positive(nr[m])) then
          line.base_us, line.new_us = positive(br[m]) and br[m] or nil, positive(nr[m]) and nr[m] or nil
          line.verdict = "untimed"
          if gate and line.base_us then line.verdict, out.failed = "UNTIMED", true end
          out.counts.untimed = out.counts.untimed + 1
        else
          local nb, nn = noise_of(br), noise_of(nr)
          local noise = (nb or nn) and math.max(nb or 0, nn or 0)
          line.change, line.noise = nr[m] / br[m] - 1, noise or false
          local bar = math.max(noise or 0, threshold)
          line.verdict = line.change > bar and "slower" or line.change < -bar and "faster" or "same"
          if gate and line.change > math.max(noise or 0, max_slowdown) then
            line.verdict, out.failed = "SLOWER", true
            out.counts.past_gate = out.counts.past_gate + 1
          end
          local c = line.verdict:lower()
          out.counts[c] = out.counts[c] + 1
          log_sum, logged = log_sum + math.log(nr[m] / br[m]), logged + 1
        end
        out.lines[#out.lines + 1] = line
      end
    end
  end
  for _, id in ipairs(new_order) do
    if not base_rows[id] then out.only_new[#out.only_new + 1] = new_rows[id].label end
  end
  if logged > 0 then out.geomean = math.exp(log_sum / logged) end
  return out
end

local function pct(v)
  return v and string.format("%+.1f%%", 100 * v) or ""
end

local function list_some(labels)
  if #labels <= 10 then return table.concat(labels, "; ") end
  return table.concat(labels, "; ", 1, 10) .. string.format("; and %d more", #labels - 10)
end

-- the comparison as a table on stdout, under a line on each run; base_name and
-- new_name (the files', by default "base" and "new") head those lines. o.changed:
-- the table leaves out the rows the same in both, which the summary still counts
function M.print(result, base, new, base_name, new_name, o)
  if type(result) ~= "table" or type(result.lines) ~= "table" or type(result.counts) ~= "table" then
    error("compare.print(result, base, new): result must be what compare.records returned", 2)
  end
  if type(base) ~= "table" or type(new) ~= "table" then
    error("compare.print(result, base, new): base and new must be the two records compared", 2)
  end
  local function source(path, doc)
    local d = type(doc.device) == "table" and doc.device or {}
    local t = type(doc.timing) == "table" and doc.timing or {}
    -- the build that measured it, where the record names one (records before pa.build do not)
    local build = type(doc.build) == "string" and "; build " .. doc.build or ""
    return string.format("%s (%s on %s, read %s GB/s; %s samples, %s L2%s%s)", path, tostring(doc.scenario),
      tostring(d.name or "?"), positive(doc.read_gbps) and string.format("%.1f", doc.read_gbps) or "?",
      value_text(t.iters or "?"), tostring(t.l2 or "?"), t.graph and ", graph replay" or "", build)
  end
  print("base: " .. source(base_name or "base", base))
  print("new:  " .. source(new_name or "new", new))
  for _, n in ipairs(result.notes or {}) do print("note: " .. n) end
  print()
  local metrics = result.metrics or {}
  local unit = (#metrics == 1 and metrics[1] ~= "us") and metrics[1] or "us"
  local columns = {{key = "label", title = "row", align = "left"}}
  if #metrics > 1 then columns[#columns + 1] = {key = "metric", title = "time", align = "left"} end
  local any_why = false
  for _, l in ipairs(result.lines) do any_why = any_why or l.why ~= nil end
  for _, c in ipairs{
    {key = "base_us", title = "base " .. unit, fmt = "%.2f"},
    {key = "new_us", title = "new " .. unit, fmt = "%.2f"},
    {key = "change", title = "change", fmt = pct},
    -- false: timed in both, but neither record says how noisy
    {key = "noise", title = "noise", fmt = function(v) return v and string.format("%.1f%%", 100 * v) or "?" end},
    {key = "verdict", title = "verdict", align = "left"},
    {key = "launch", title = "launch (base -> new)", align = "left", missing = ""},
  } do columns[#columns + 1] = c end
  if any_why then columns[#columns + 1] = {key = "why", title = "new run", align = "left", missing = ""} end
  local shown = result.lines
  if o and o.changed then
    shown = {}
    for _, l in ipairs(result.lines) do
      if l.verdict ~= "same" then shown[#shown + 1] = l end
    end
  end
  if #shown > 0 then
    report.table(shown, columns)
  else
    print(string.format("no time changed past the noise and the %g %% threshold", result.threshold or
      M.DEFAULT_THRESHOLD))
  end
  -- after a blank line, as a table's error lines are: the table ends there
  if #shown < #result.lines then
    local same = #result.lines - #shown
    if #shown > 0 then print() end
    print(string.format("(%d %s the same, not shown: --changed)", same, same == 1 and "time" or "times"))
  end
  print()
  local c = result.counts
  local slower = string.format("%d slower", c.slower)
  if c.past_gate > 0 then slower = slower .. string.format(" (%d past --max-slowdown)", c.past_gate) end
  local parts = {string.format("%d faster, %s, %d same", c.faster, slower, c.same)}
  if c.wrong > 0 then
    parts[#parts + 1] = string.format("WRONG: %d %s correct in base, not in new", c.wrong, c.wrong == 1 and "row" or "rows")
  end
  if c.fixed > 0 then parts[#parts + 1] = string.format("%d fixed", c.fixed) end
  if c.both_wrong > 0 then parts[#parts + 1] = string.format("%d wrong in both", c.both_wrong) end
  if c.untimed > 0 then parts[#parts + 1] = string.format("%d not timed in one run", c.untimed) end
  if #result.only_base > 0 then
    parts[#parts + 1] = string.format("only in base: %s", list_some(result.only_base))
  end
  if #result.only_new > 0 then
    parts[#parts + 1] = string.format("only in new: %s", list_some(result.only_new))
  end
  print(table.concat(parts, "; "))
  if c.gone > 0 then
    print(string.format("%d row%s correct in base %s not in new: under --max-slowdown that fails", c.gone,
      c.gone == 1 and "" or "s", c.gone == 1 and "is" or "are"))
  end
  if result.geomean then
    print(string.format("new / base over the %d times in both, geometric mean: %.3f", c.faster + c.slower + c.same,
      result.geomean))
  end
end

local function usage_error(msg)
  io.stderr:write("pabench compare: ", msg, "\n")
  return 2
end

-- the options compare takes (--help and -h aside), and those of them that take a value
local OPTIONS = {"threshold", "max-slowdown", "metrics", "changed", "markdown"}
local VALUED = {threshold = true, ["max-slowdown"] = true, metrics = true, markdown = true}

-- the command line: args after `compare`; returns the exit status
function M.main(args)
  local files, opts = {}, {}
  local i, options_end = 1, false
  local ok, err = pcall(function()
    while i <= #args do
      local a = args[i]
      if options_end or a:sub(1, 1) ~= "-" then
        files[#files + 1] = a
      elseif a == "--" then
        options_end = true
      elseif a == "-" then
        error("reads two record files, not standard input ('-')", 0)
      elseif a == "-h" or a == "--help" then
        opts.help = true
      elseif a == "--changed" then
        opts.changed = true
      else
        -- --name=value as the scenarios take it
        local name, inline = options.option_name(a)
        if name == "changed" then error("--changed is a flag and takes no value (got '" .. a .. "')", 0) end
        if not VALUED[name] then
          error(string.format("unknown option '%s'%s (see --help)", a, name and options.suggestion(name, OPTIONS) or ""),
            0)
        end
        local text = inline
        if not text then
          text = options.value_at(args, i + 1, name)
          i = i + 1
        end
        if name == "metrics" then
          opts.metrics = options.list_items("metrics", text)
        elseif name == "markdown" then
          -- refused before any record is read, as a scenario refuses its files
          local why = report.unwritable(text)
          if why then error(string.format("--markdown %s: %s", text, why), 0) end
          opts.markdown = text
        else
          -- decimal, as the scenarios' numbers: tonumber would take 0x10 as 16
          local v = text:match("^%d+%.?%d*$") and tonumber(text)
          if not v then
            error(string.format("--%s expects a percentage, a number 0 or more (got '%s')", name, text), 0)
          end
          opts[name == "threshold" and "threshold" or "max_slowdown"] = v
        end
      end
      i = i + 1
    end
  end)
  if not ok then return usage_error(tostring(err) .. "\n" .. M.USAGE) end
  if opts.help then
    print(M.USAGE)
    return 0
  end
  if #files ~= 2 then
    return usage_error(string.format("expects two records, BASE.json and NEW.json (got %d)\n%s", #files, M.USAGE))
  end
  local docs = {}
  for j, path in ipairs(files) do
    local read, doc = pcall(report.read_json, path, "pabench compare")
    if not read then
      io.stderr:write(tostring(doc), "\n")
      return 2
    end
    docs[j] = doc
  end
  opts.base_path, opts.new_path = files[1], files[2]
  local done, result = pcall(M.records, docs[1], docs[2], opts)
  if not done then return usage_error(tostring(result)) end
  if opts.markdown then report.record_start() end
  local shown, why = pcall(M.print, result, docs[1], docs[2], files[1], files[2], {changed = opts.changed})
  local kept = report.record_stop()
  if not shown then error(why, 0) end
  if opts.markdown then
    local command = {"pabench", "compare"}
    for _, a in ipairs(args) do command[#command + 1] = a end
    local written, err = pcall(report.write_atomic, opts.markdown,
      report.markdown(kept, "pabench compare", report.command_line(command), report.run_stamp()))
    if not written then
      io.stderr:write("pabench compare: ", (tostring(err):gsub("^[^:\n]*:%d+: ", "")), "\n")
      return 1
    end
    print("markdown: " .. opts.markdown)
  end
  return result.failed and 1 or 0
end

do
  local doc = require("pa").doc
  doc[M] = M.USAGE
  doc[M.records] = [[
compare.records(base, new, {threshold=2, max_slowdown=, metrics={"us"}})
  two records of one scenario (--json files decoded, or pa.last of two pa.run calls)
  -> {lines = {{label, metric, base_us, new_us, change, noise, verdict, launch}},
      counts, only_base, only_new, notes, failed, geomean}
  verdict: faster, slower, same (within noise and threshold), WRONG, fixed, untimed, SLOWER
compare.print(result, base, new) prints it as `pabench compare` does]]
end

-- `pabench compare ...` calls the module with its arguments
return setmetatable(M, {__call = function(_, args) return M.main(args) end})
