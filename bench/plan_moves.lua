-- Which recorded decode steps this build's planner launches differently, and
-- what each move was measured to cost or gain. An auto.lua record (--json,
-- gzipped or not) times every launch of each step at every split count it
-- swept, and keeps the options its steps were drawn or named from: each
-- step is drawn again, this build's pa.plan asked on the record's device,
-- and a step whose launch differs from the one the record's `auto` chose is
-- listed with both launches' times, the best, and their ratios. At group 1
-- `split_kv` and `gqa` launch the same CTAs, so each stands for the other.
-- A planner change is then judged on every step already timed before any
-- GPU time is spent: run this with the build before the change and with the
-- build after, and compare the last lines; the moved steps no record timed
-- both ways are the ones to time. The times are those each record's build
-- measured, so a move across a change of device code reads older kernels:
-- where a change touched only some steps (KERNEL_CHANGES below), the records
-- timed before it leave those steps out, and the last lines count them.
-- Records packed in a round's archives (*.tar.gz) are read too, listed as
-- ARCHIVE:MEMBER.
--   build/pabench bench/plan_moves.lua [DIR ...]     (default: bench/runs)
--   build/pabench bench/plan_moves.lua over [DIR ...]
--   build/pabench bench/plan_moves.lua curves TEXT [DIR ...]
-- `over` lists instead every step whose launch here is timed over 5 % of the
-- best, moved or not, with the best launch and the planner rule that decided
-- this build's count (pa.plan's last rule), then how many such steps each
-- rule decided: what the planner serves worst, and where to look.
-- `curves` prints, for each step whose description holds TEXT (as the rows
-- write it: `fp16 D128 32/8 bs16 shuf 10x132`; `~` marks mixed lengths), this
-- build's launch and each launch the record timed, by split count: what a
-- rule for such steps has to read.
--   build/pabench bench/plan_moves.lua [over|curves TEXT] --since REV [DIR ...]
-- `--since REV` reads only the records whose build (the commit a record keeps
-- in `build`) is REV or comes after it: after a kernel change, the steps timed
-- with the kernels as they are now. It needs git and this repository.
local script_help = require("pa.options").script_help
script_help(arg, {["--since"] = true})
local pa = require "pa"
local sweep = require "pa.sweep"
local fuzz = require "pa.fuzz"
local report = require "pa.report"

local function usage_error(text)
  io.stderr:write("bench/plan_moves.lua: " .. text .. "\n")
  os.exit(2)
end

-- the arguments but `--since REV`, and REV
local args, since = {}, nil
do
  local i = 1
  while i <= #arg do
    if arg[i] == "--since" then
      since = arg[i + 1]
      if not since or since == "" then usage_error("--since takes a commit (e.g. --since c11d28e)") end
      i = i + 2
    else
      args[#args + 1] = arg[i]
      i = i + 1
    end
  end
end

local mode = (args[1] == "over" or args[1] == "curves") and args[1] or "moves"
local list_over, curves_of = mode == "over", mode == "curves" and args[2] or nil
if mode == "curves" and not curves_of then
  usage_error("curves takes the text of the steps to show (e.g. 'D128 32/8')")
end
local dirs = {}
for i = ({moves = 1, over = 2, curves = 3})[mode], #args do dirs[#dirs + 1] = args[i] end
if #dirs == 0 then dirs[1] = "bench/runs" end

local since_commit
if since then
  local p = io.popen("git rev-parse --verify --quiet " .. report.shell_word(since .. "^{commit}") .. " 2>/dev/null")
  since_commit = p:read("l")
  p:close()
  if not since_commit or not since_commit:match("^%x+$") then
    usage_error(string.format("--since: '%s' is no commit of this repository (git rev-parse)", since))
  end
end

-- whether a record's build is COMMIT or comes after it: its `build` names a
-- commit of this repository (`-dirty` for local changes); nil where it names none
local built_after = {}
local function built_from(doc, commit)
  local build = type(doc.build) == "string" and doc.build:gsub("%-dirty$", "") or nil
  if not build or not build:match("^%x+$") then return nil end
  local key = commit .. " " .. build
  if built_after[key] == nil then
    built_after[key] = os.execute("git merge-base --is-ancestor " .. commit .. " " .. build ..
      " >/dev/null 2>&1") == true
  end
  return built_after[key]
end

-- whether a record's build is `--since`'s commit or comes after it
local function record_since(doc)
  return not since_commit or built_from(doc, since_commit) == true
end

-- Device code changed since some records were timed, for some steps only: a
-- record built before such a change timed those steps' launches as the kernels
-- were, and its best launch may no longer be the best. Those steps are left out
-- of the figures (and counted). Each change: its commit, what it changed, and
-- which steps it touches, read from this build's plan.
local KERNEL_CHANGES = {
  {commit = "894399d", what = "grouped one-warp CTAs of whole sequences packed several a CTA",
   touches = function(shape)
     if shape.heads == shape.kv_heads or shape.dtype == "fp32" then return false end
     local grouped = {kernel = pa.kernel("gqa", {splits = 1})}
     for k, v in pairs(shape) do grouped[k] = v end
     local ok, p = pcall(pa.plan, grouped)
     return ok and p.pack > 1
   end},
}
-- the first change a record was timed before and that touches the step; nil
-- where none does (a record of no commit of this repository is taken as timed
-- after every change, as --since takes it as before)
local function stale_by(doc, shape)
  for _, change in ipairs(KERNEL_CHANGES) do
    if built_from(doc, change.commit) == false and change.touches(shape) then return change end
  end
  return nil
end

-- A round keeps its records packed (bench/runs/<round>/*.tar.gz) as often as
-- loose: each archive's records are unpacked once, into one scratch folder,
-- and named TARBALL:MEMBER.
local function is_record(name) return name:match("%.json$") or name:match("%.json%.gz$") end

local scratch, unpacked = nil, 0
local function unpack_records(tarball)
  local found = {}
  local p = io.popen("tar -tzf " .. report.shell_word(tarball) .. " 2>/dev/null")
  for member in p:lines() do
    if is_record(member) then found[#found + 1] = member end
  end
  p:close()
  if #found == 0 then return {} end
  if not scratch then
    scratch = os.tmpname()
    os.remove(scratch)
    assert(os.execute("mkdir -p " .. report.shell_word(scratch)), "bench/plan_moves.lua: cannot make " .. scratch)
  end
  unpacked = unpacked + 1
  local into = string.format("%s/%d", scratch, unpacked)
  local words = {}
  for i, member in ipairs(found) do words[i] = report.shell_word(member) end
  if not os.execute(string.format("mkdir -p %s && tar -xzf %s -C %s -- %s", report.shell_word(into),
      report.shell_word(tarball), report.shell_word(into), table.concat(words, " "))) then
    io.stderr:write(string.format("bench/plan_moves.lua: %s: could not unpack its records (tar -xzf)\n", tarball))
    return {}
  end
  local records = {}
  for i, member in ipairs(found) do records[i] = {file = into .. "/" .. member, name = tarball .. ":" .. member} end
  return records
end

-- every record under DIR, loose or packed: {file = where to read it, name = how to list it}
local function records_under(dir)
  local records = {}
  local find = " -type f \\( -name '*.json' -o -name '*.json.gz' -o -name '*.tar.gz' -o -name '*.tgz' \\)"
    .. " 2>/dev/null | sort"
  local p = io.popen("find " .. report.shell_word(dir) .. find)
  for line in p:lines() do
    if is_record(line) then
      records[#records + 1] = {file = line, name = line}
    else
      for _, r in ipairs(unpack_records(line)) do records[#records + 1] = r end
    end
  end
  p:close()
  if #records == 0 then
    io.stderr:write(string.format("bench/plan_moves.lua: no record (*.json, *.json.gz, or in a *.tar.gz) under %s\n",
      dir))
  end
  return records
end

-- a launch's name as the record's rows may hold it under another
local function canonical(launch, group1)
  return group1 and (launch:gsub("^gqa%(", "split_kv(")) or launch
end

-- each launch's best time on one step, by canonical name; the best time and its launch
local function times_of(detail, step, group1)
  local t, best, best_launch = {}, nil, nil
  for _, r in ipairs(detail) do
    if r.step == step and type(r.us) == "number" and r.correct ~= "no" then
      local k = canonical(r.launch, group1)
      if not t[k] or r.us < t[k] then t[k] = r.us end
      if not best or r.us < best then best, best_launch = r.us, r.launch end
    end
  end
  return t, best, best_launch
end

-- auto.lua's defaults, for records made before an option was added
local AUTO_DEFAULTS = {configs = {}, seed = 1, min_mb = 0.25, max_mb = 1100, dtypes = {"fp16", "bf16", "fp32"},
                       heads = 32, kv_heads = 8, head_dim = 128, block_size = 16, dtype = "fp16",
                       allocator = "shuffled"}

-- a step's launches by family (the launch without its split count), each with
-- its times by split count, fastest family first
local function print_curves(path, step, launch, t, best, best_launch, stale)
  local families, order = {}, {}
  for l, us in pairs(t) do
    local splits = tonumber(l:match("splits=(%d+)")) or 1
    local family = l:gsub(", splits=%d+", ""):gsub("%(splits=%d+, ", "("):gsub("%(splits=%d+%)", "()")
    if not families[family] then
      families[family] = {points = {}, best = us}
      order[#order + 1] = family
    end
    local f = families[family]
    f.points[#f.points + 1] = {splits, us}
    if us < f.best then f.best = us end
  end
  table.sort(order, function(a, b) return families[a].best < families[b].best end)
  print(string.format("%s  %s%s", path:gsub("^bench/runs/", ""), step,
    stale and string.format("  (timed before %s: %s)", stale.commit, stale.what) or ""))
  print(string.format("  this build: %s%s; best %s %.2f us", launch,
    t[launch] and string.format(" %.2f us (%.3f)", t[launch], t[launch] / best) or " (not timed)", best_launch, best))
  for _, family in ipairs(order) do
    local points = families[family].points
    table.sort(points, function(a, b) return a[1] < b[1] end)
    local cells = {}
    for _, pt in ipairs(points) do cells[#cells + 1] = string.format("%d:%.2f", pt[1], pt[2]) end
    print(string.format("  %-40s %s", family, table.concat(cells, " ")))
  end
end

local moves, overs, stats = {}, {}, {records = 0, steps = 0, unmatched = 0, before = 0, stale = {}}
-- over every step where this build's launch was timed: it and the record's auto against the best
local all = {n = 0, log_new = 0, log_old = 0, over = 0}

-- one record's steps: each drawn again, planned here, and counted
local function read_record(path, doc)
  stats.records = stats.records + 1
  local opts = {}
  for k, v in pairs(AUTO_DEFAULTS) do opts[k] = v end
  for k, v in pairs(doc.options) do opts[k] = v end
  local _, step_at = sweep.auto_steps(opts)
  local device = {sms = math.tointeger(doc.device.sms) or 1, gpu = doc.device.backend == "cuda"}
  for _, row in ipairs(doc.rows) do
    stats.steps = stats.steps + 1
    local s = step_at(math.tointeger(row.shape))
    if not s or fuzz.describe_step(s) ~= row.step or not row.auto then
      -- drawn by an older draw, or a row that timed no auto
      stats.unmatched = stats.unmatched + 1
    else
      local shape = {context_lens = s.lens, heads = s.heads, kv_heads = s.kv_heads, head_dim = s.head_dim,
                     dtype = s.dtype, device = device}
      local stale = device.gpu and stale_by(doc, shape)
      local plan = pa.plan(shape)
      local group1 = s.heads == s.kv_heads
      local old, new = canonical(row.auto, group1), canonical(plan.launch, group1)
      local t, best, best_launch = times_of(doc.detail, row.step, group1)
      if curves_of and row.step:find(curves_of, 1, true) then
        print_curves(path, row.step, new, t, best, best_launch, stale)
      end
      if stale then
        stats.stale[stale] = (stats.stale[stale] or 0) + 1
      else
        local old_us = t[old] or row.auto_us
        if t[new] and old_us and best then
          all.n = all.n + 1
          all.log_new, all.log_old = all.log_new + math.log(t[new] / best), all.log_old + math.log(old_us / best)
          if t[new] > 1.05 * best then
            all.over = all.over + 1
            -- the rule that decided this build's count: where to look
            local last = plan.rules[#plan.rules]
            overs[#overs + 1] = {record = path, step = row.step, new = plan.launch, new_us = t[new],
                                 best = best_launch, best_us = best, new_ratio = t[new] / best,
                                 rule = last and last.rule or ""}
          end
        end
        if old ~= new then
          moves[#moves + 1] = {record = path, step = row.step, old = row.auto, old_us = old_us, new = plan.launch,
                               new_us = t[new], best_us = best}
        end
      end
    end
  end
end

local records = {}
for _, dir in ipairs(dirs) do
  for _, r in ipairs(records_under(dir)) do records[#records + 1] = r end
end
for _, r in ipairs(records) do
  local ok, doc = pcall(report.read_json, r.file, "bench/plan_moves.lua")
  if ok and type(doc) == "table" and doc.scenario == "auto" and doc.detail and doc.options and doc.device then
    if record_since(doc) then
      read_record(r.name, doc)
    else
      stats.before = stats.before + 1
    end
  end
end
if scratch then os.execute("rm -rf " .. report.shell_word(scratch)) end
if #records == 0 then os.exit(1) end

local timed, log_old, log_new, faster, slower = 0, 0, 0, 0, 0
for _, m in ipairs(moves) do
  if m.old_us and m.new_us and m.best_us then
    timed = timed + 1
    m.old_ratio, m.new_ratio = m.old_us / m.best_us, m.new_us / m.best_us
    log_old, log_new = log_old + math.log(m.old_ratio), log_new + math.log(m.new_ratio)
    if m.new_us < 0.99 * m.old_us then
      faster = faster + 1
    elseif m.new_us > 1.01 * m.old_us then
      slower = slower + 1
    end
  end
  m.record = m.record:gsub("^bench/runs/", "")
end
-- the record and step, the columns `before`, this build's launch and its time, the columns `after`
local function columns(before, after)
  local c = {{key = "record", title = "record", align = "left"}, {key = "step", title = "step", align = "left"}}
  for _, x in ipairs(before) do c[#c + 1] = x end
  c[#c + 1] = {key = "new", title = "this build", align = "left"}
  c[#c + 1] = {key = "new_us", title = "us", fmt = "%.2f"}
  for _, x in ipairs(after) do c[#c + 1] = x end
  return c
end
local BEST_US = {key = "best_us", title = "best us", fmt = "%.2f"}
if curves_of then
  os.exit(0)
elseif list_over then
  table.sort(overs, function(a, b) return a.new_ratio > b.new_ratio end)
  for _, o in ipairs(overs) do o.record = o.record:gsub("^bench/runs/", "") end
  report.table(overs, columns({}, {{key = "best", title = "best", align = "left"}, BEST_US,
    {key = "new_ratio", title = "/best", fmt = "%.3f"}, {key = "rule", title = "rule", align = "left"}}))
  -- the rules that decided the steps served worst, most steps first
  local by_rule, rules = {}, {}
  for _, o in ipairs(overs) do
    if not by_rule[o.rule] then rules[#rules + 1] = o.rule end
    by_rule[o.rule] = (by_rule[o.rule] or 0) + 1
  end
  table.sort(rules, function(a, b) return by_rule[a] > by_rule[b] or (by_rule[a] == by_rule[b] and a < b) end)
  local counts = {}
  for i, r in ipairs(rules) do counts[i] = string.format("%s %d", r, by_rule[r]) end
  if #counts > 0 then print("\nthe rule that decided each count (pa.plan's last rule): " .. table.concat(counts, ", ")) end
else
  report.table(moves, columns({{key = "old", title = "recorded auto", align = "left"},
    {key = "old_us", title = "us", fmt = "%.2f"}}, {BEST_US, {key = "old_ratio", title = "old/best", fmt = "%.3f"},
    {key = "new_ratio", title = "new/best", fmt = "%.3f"}}))
end
print()
if since then
  print(string.format("--since %s: %d auto.lua records left out, built before it or from no commit of this "
    .. "repository", since, stats.before))
end
for _, change in ipairs(KERNEL_CHANGES) do
  if stats.stale[change] then
    print(string.format("%d steps left out: timed before %s (%s), which changed the kernels they launch",
      stats.stale[change], change.commit, change.what))
  end
end
print(string.format("%d auto.lua records, %d steps (%d not drawn again the same: an older draw, or no auto row); "
  .. "%d launched differently, %d of them timed both ways", stats.records, stats.steps, stats.unmatched, #moves, timed))
if timed > 0 then
  print(string.format("on those: recorded auto %.3f times the best launch, this build %.3f (geometric means); "
    .. "%d faster, %d slower by over 1 %%", math.exp(log_old / timed), math.exp(log_new / timed), faster, slower))
end
if all.n > 0 then
  print(string.format("on every step whose launch here was timed (%d): this build %.3f times the best launch, %d over "
    .. "5 %%; recorded auto %.3f", all.n, math.exp(all.log_new / all.n), all.over, math.exp(all.log_old / all.n)))
end
