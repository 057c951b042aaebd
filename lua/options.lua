-- Scenario options, in the manner of sysbench: a script declares its options
-- (name, kind, default, help) and gets them parsed from `--name value`, lists as
-- `--ctx 512,4096`, flags as `--quick`; `--help` prints them and exits.
--
--   local opts = require("pa.options").parse(arg, {
--     name = "long_context", description = "...",
--     {"ctx", "list", {512, 4096}, "KV lengths"},
--     {"kernel", "string", "auto", "kernel to time", choices = {"paged", "auto"}},
--   })
--
-- `choices` (optional) lists the accepted values; `min` and `max` (optional)
-- the least and greatest integer accepted; for a list, each item; `words`
-- (optional, for an int) the words it takes besides an integer, as `auto`.
-- A list names each item once: a repeat would time its rows twice and print
-- its summaries twice. `same` (optional) maps an item to the form two
-- spellings of one value share ("2x060" and "2x60"). `repeats = true`
-- (optional) lets one through, for a list whose items are not rows, as the
-- lengths of one batch's sequences.
-- A flag takes no value: `--quick=false` is refused rather than read as on.
-- `common = {"json", ...}` (optional) keeps only those of the options every
-- scenario has (M.common), for a script that times nothing.
--
-- On the command line a usage mistake prints the message and exits 2, and
-- --help exits 0. Under pa.run (the REPL) the process must live on, so there a
-- mistake is a Lua error with the same message, and --help ends the scenario by
-- raising M.HELP_SHOWN, which pa.run takes as a normal end.
local M = {}

-- how many pa.run calls are under way (pa.run counts itself in and out)
M.runs = 0
M.HELP_SHOWN = setmetatable({}, {__tostring = function() return "--help shown" end})
-- the exit status pabench ends with once the script (and -i's REPL) is done:
-- 1 where a scenario found a kernel wrong (sweep.finish)
M.status = 0

-- every scenario has these
M.common = {
  {"quick", "flag", false, "a fast run: fewer samples, unless --iters or --warmup say; on the CPU also smaller "
    .. "sizes, where their options are not given (seconds)"},
  -- the bounds kernel:time takes
  {"iters", "int", nil, "timed samples per row, 1..1000000 (default: the scenario's)", min = 1, max = 1000000},
  {"warmup", "int", nil, "untimed runs before the samples, 0..1000000", min = 0, max = 1000000},
  {"l2", "string", "cold", "cold (L2 flushed before each sample) or warm; a scenario's CPU --quick run: warm"},
  {"graph", "bool", true, "time CUDA-graph replays (no launch gaps)"},
  {"layers", "int", 1, "time each row as the layers of a step: that many batches of its shape, each with "
    .. "K/V of its own, in one sample, per layer (0..64; 0: enough layers for 1 GB of K/V, 2 to 64)", min = 0,
    max = 64},
  {"tables", "string", "shared", "the layers' block table and lengths: shared (one copy, as an engine's layers "
    .. "read; cold for the first layer only) or own (a copy each, every read cold)", choices = {"shared", "own"}},
  {"csv", "string", nil, "write the rows as CSV to this file"},
  {"json", "string", nil, "write the rows and the run's metadata as JSON to this file"},
  {"markdown", "string", nil, "write what the run prints to this file as Markdown, its tables as GitHub tables, "
    .. "under the command line (for an issue or a pull request)"},
  {"plot", "string", nil, "draw the scenario's chart to FILE.png or FILE.svg (gnuplot)"},
  {"quiet", "flag", false, "no progress line"},
}

local function contains(list, value)
  for _, v in ipairs(list or {}) do if v == value then return true end end
  return false
end

-- the common options a spec takes: all, or those its `common` names
local function common_of(spec)
  if not spec.common then return M.common end
  local kept = {}
  for _, o in ipairs(M.common) do
    if contains(spec.common, o[1]) then kept[#kept + 1] = o end
  end
  return kept
end

-- "an integer", or "auto or an integer" for an option with words
local function integer_kind(o)
  if not o.words then return "an integer" end
  return table.concat(o.words, ", ") .. " or an integer"
end

-- decimal digits only: tonumber also reads 0x10 and 1e3, which no one means
-- as a count; nil where the text is no integer or past an integer's reach
local function decimal_integer(text)
  if not text:match("^%-?%d+$") then return nil end
  return math.tointeger(tonumber(text))
end

-- the items of a comma-separated list, refusing an empty one ("1,,2", "");
-- `pabench check` reads its --kernels with it too
function M.list_items(name, text)
  local items = {}
  for item in (text .. ","):gmatch("([^,]*),") do
    item = item:match("^%s*(.-)%s*$") -- `--ctx '512, 4096'` as `--ctx 512,4096`
    if item == "" then
      error(string.format("--%s expects a comma-separated list without empty items (got '%s')", name, text), 0)
    end
    items[#items + 1] = item
  end
  return items
end

-- the value of --name given as the next argument, args[i]: an error where it
-- is missing, or is another option (`--csv --quick` is a forgotten value, not
-- a file named --quick); `pabench check` parses with it too
function M.value_at(args, i, name)
  local text = args[i]
  if text == nil then error(string.format("--%s needs a value", name), 0) end
  if text:sub(1, 2) == "--" then error(string.format("--%s expects a value, got the option %s", name, text), 0) end
  return text
end

local function convert(o, name, text)
  local kind = o[2]
  if kind == "int" then
    if contains(o.words, text) then return text end
    local v = decimal_integer(text)
    if not v then error(string.format("--%s expects %s (got '%s')", name, integer_kind(o), text), 0) end
    return v
  elseif kind == "number" then
    local v = tonumber(text)
    if not v then error(string.format("--%s expects a number (got '%s')", name, text), 0) end
    return v
  elseif kind == "list" then
    local out = {}
    for i, item in ipairs(M.list_items(name, text)) do out[i] = decimal_integer(item) or item end
    return out
  elseif kind == "bool" then
    if text == "true" or text == "yes" or text == "1" or text == "on" then return true end
    if text == "false" or text == "no" or text == "0" or text == "off" then return false end
    error(string.format("--%s expects true or false (got '%s')", name, text), 0)
  end
  return text
end

local function range_text(o)
  return o.min and o.max and string.format("in %d..%d", o.min, o.max)
    or o.min and string.format("of at least %d", o.min) or string.format("of at most %d", o.max)
end

local function check_choice(o, name, value)
  local items = type(value) == "table" and value or {value}
  if o.min or o.max then
    local what = o[2] == "list" and "integers" or integer_kind(o)
    for _, item in ipairs(items) do
      local bad = math.type(item) ~= "integer" or (o.min and item < o.min) or (o.max and item > o.max)
      if bad and not contains(o.words, item) then
        error(string.format("--%s expects %s %s (got '%s')", name, what, range_text(o), tostring(item)), 0)
      end
    end
  end
  if not o.choices then return end
  for _, item in ipairs(items) do
    if not contains(o.choices, item) then
      error(string.format("--%s: unknown value '%s' (one of: %s)", name, tostring(item),
        table.concat(o.choices, ", ")), 0)
    end
  end
end

local function check_repeats(o, name, value)
  if o[2] ~= "list" or o.repeats then return end
  local seen = {}
  for _, item in ipairs(value) do
    local key = o.same and o.same(item) or item
    local first = seen[key]
    if first ~= nil then
      local both = first ~= item and string.format(" ('%s' and '%s')", tostring(first), tostring(item)) or ""
      error(string.format("--%s names %s twice%s: give each value once", name, tostring(key), both), 0)
    end
    seen[key] = item
  end
end

local function show_default(kind, v)
  if v == nil then return "" end
  if kind == "list" then
    local s = {}
    for i, x in ipairs(v) do s[i] = tostring(x) end
    return table.concat(s, ",")
  end
  return tostring(v)
end

function M.help(spec, script)
  local lines = {}
  lines[#lines + 1] = string.format("usage: pabench %s [options]", script or spec.name or "SCRIPT")
  if spec.description then lines[#lines + 1] = spec.description end
  lines[#lines + 1] = ""
  lines[#lines + 1] = "options:"
  local function add(o)
    local flag = o[2] == "flag" and "--" .. o[1] or string.format("--%s %s", o[1], o[2]:upper())
    local d = show_default(o[2], o[3])
    lines[#lines + 1] = string.format("  %-22s %s%s", flag, o[4] or "", d ~= "" and " [" .. d .. "]" or "")
    if o.choices then
      lines[#lines + 1] = string.format("  %-22s   one of: %s", "", table.concat(o.choices, ", "))
    end
    if o.words then
      lines[#lines + 1] = string.format("  %-22s   %s %s", "", integer_kind(o), range_text(o))
    end
  end
  for _, o in ipairs(spec) do add(o) end
  for _, o in ipairs(common_of(spec)) do
    local dup = false
    for _, s in ipairs(spec) do if s[1] == o[1] then dup = true end end
    if not dup then add(o) end
  end
  return table.concat(lines, "\n")
end

-- A usage mistake of `who` (the script): on the command line the message on
-- stderr and exit status `status` (2 unless given); under pa.run a Lua error
-- with the same message.
function M.abort(who, msg, status)
  local text = string.format("%s: %s", who or "scenario", msg)
  if M.runs > 0 then error(text, 0) end
  io.stderr:write(text, "\n")
  os.exit(status or 2)
end

-- For scripts that take plain words, not declared options (bench/*.lua):
-- `-h` or `--help` prints the script's leading comment, which says what it
-- measures and what it takes, and ends the run; any other word beginning with
-- "-" is refused but those of `takes` (a set of options, each taking the word
-- after it, which the script reads itself). Declared options go through
-- M.parse instead.
function M.script_help(args, takes)
  local script = args and args[0] or "script"
  local skip = false
  for _, a in ipairs(args or {}) do
    if skip then
      skip = false
    elseif takes and takes[a] then
      skip = true
    elseif a == "-h" or a == "--help" then
      local lines = {}
      local f = io.open(script, "r")
      for l in f and f:lines() or function() end do
        local text = l:match("^%-%-%s?(.*)$")
        if not text then break end
        lines[#lines + 1] = text
      end
      if f then f:close() end
      print(#lines > 0 and table.concat(lines, "\n") or script .. ": no description")
      if M.runs > 0 then error(M.HELP_SHOWN, 0) end
      os.exit(0)
    elseif a:sub(1, 1) == "-" and not tonumber(a) then
      M.abort(script, string.format("unknown option '%s' (this script takes -h or --help, and the words its "
        .. "first lines name)", a))
    end
  end
end

-- a usage error found after parsing (a bad combination of options): the same
-- message shape and exit status as a bad option
function M.fail(msg)
  M.abort(M.script, msg)
end

local function show_help(spec, script)
  print(M.help(spec, script))
  if M.runs > 0 then error(M.HELP_SHOWN, 0) end
  os.exit(0)
end

-- edits (insert, delete, replace) from a to b
local function distance(a, b)
  local prev = {}
  for j = 0, #b do prev[j] = j end
  for i = 1, #a do
    local cur = {[0] = i}
    for j = 1, #b do
      local cost = a:sub(i, i) == b:sub(j, j) and 0 or 1
      cur[j] = math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
    end
    prev = cur
  end
  return prev[#b]
end

-- "; did you mean --x?" for the known name nearest an unknown one: within two
-- edits, or one the unknown name begins; "" where none is near
function M.suggestion(name, known)
  local best, best_d
  for _, k in ipairs(known) do
    local d = distance(name, k)
    if k:sub(1, #name) == name and #name >= 3 then d = math.min(d, 1) end
    if d <= 2 and d < #k and (not best_d or d < best_d or (d == best_d and k < best)) then best, best_d = k, d end
  end
  return best and string.format("; did you mean --%s?", best) or ""
end

-- `--name=value` -> name, value; `--name` -> name; else nil (not an option)
function M.option_name(arg)
  local name, inline = arg:match("^%-%-([%w_%-]+)=(.*)$")
  return name or arg:match("^%-%-([%w_%-]+)$"), inline
end

-- args: the script's `arg` table (arg[1..]); returns the options table, or
-- ends the scenario (M.abort, show_help)
function M.parse(args, spec)
  local decl, values = {}, {}
  for _, o in ipairs(common_of(spec)) do decl[o[1]] = o end
  for _, o in ipairs(spec) do decl[o[1]] = o end
  for name, o in pairs(decl) do values[name] = o[3] end
  local script = args and args[0]
  M.script = script
  -- which options the command line set, for defaults that depend on others
  M.given = {}
  local i, wants_help = 1, false
  local ok, err = pcall(function()
    while args and args[i] do
      local a = args[i]
      if a == "--help" or a == "-h" then
        wants_help = true
        return
      end
      local name, inline = M.option_name(a)
      if not name then error(string.format("unexpected argument '%s' (options start with --)", a), 0) end
      local typed = name -- as given: "---ctx" is not "--_ctx"
      name = name:gsub("%-", "_")
      local o = decl[name]
      if not o then
        local known = {}
        for k in pairs(decl) do known[#known + 1] = k end
        error(string.format("unknown option '--%s'%s (see --help)", typed, M.suggestion(name, known)), 0)
      end
      M.given[name] = true
      if o[2] == "flag" then
        if inline then error(string.format("--%s is a flag and takes no value (got '%s')", name, a), 0) end
        values[name] = true
      else
        local text = inline
        if not text then
          i = i + 1
          text = M.value_at(args, i, name)
        end
        values[name] = convert(o, name, text)
        check_choice(o, name, values[name])
        check_repeats(o, name, values[name])
      end
      i = i + 1
    end
  end)
  if not ok then M.abort(script, err) end
  if wants_help then show_help(spec, script) end
  if decl.l2 and values.l2 ~= "cold" and values.l2 ~= "warm" then
    M.abort(script, string.format("--l2 must be cold or warm (got '%s')", values.l2))
  end
  -- the files are written at the end: a path that cannot take one is refused
  -- before anything is measured
  local named = {}
  for _, name in ipairs{"csv", "json", "markdown", "plot"} do
    local path = values[name]
    if path and named[path] then
      M.abort(script, string.format("--%s and --%s name the same file (%s): one would replace the other", named[path],
        name, path))
    end
    if path then named[path] = name end
    local why = path and require("pa.report").unwritable(path)
    if why then M.abort(script, string.format("--%s %s: %s", name, path, why)) end
  end
  -- a combination of options the spec refuses (spec.check: a message or nil)
  local why = spec.check and spec.check(values)
  if why then M.abort(script, why) end
  -- the command line, for the Markdown's heading
  M.command = {"pabench", script or "-"}
  for j = 1, #(args or {}) do M.command[#M.command + 1] = args[j] end
  if values.markdown then require("pa.report").record_start() end
  return values
end

return M
