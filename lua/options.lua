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
-- the least and greatest integer accepted; for a list, each item.
local M = {}

-- every scenario has these
M.common = {
  {"quick", "flag", false, "a fast run: fewer samples; on the CPU also smaller sizes (seconds)"},
  {"iters", "int", nil, "timed samples per row (default: the scenario's)", min = 1},
  {"warmup", "int", nil, "untimed runs before the samples", min = 0},
  {"l2", "string", "cold", "cold (L2 flushed before each sample) or warm; a scenario's CPU --quick run: warm"},
  {"graph", "bool", true, "time CUDA-graph replays (no launch gaps)"},
  {"layers", "int", 1, "time each row as the layers of a step: that many batches of its shape, each with "
    .. "K/V of its own, in one sample, per layer (0: enough for 1 GB of K/V, 2..64)", min = 0},
  {"tables", "string", "shared", "the layers' block table and lengths: shared (one copy, as an engine's layers "
    .. "read; cold for the first layer only) or own (a copy each, every read cold)", choices = {"shared", "own"}},
  {"csv", "string", nil, "write the rows as CSV to this file"},
  {"json", "string", nil, "write the rows and the run's metadata as JSON to this file"},
  {"plot", "string", nil, "draw the scenario's chart to FILE.png or FILE.svg (gnuplot)"},
  {"quiet", "flag", false, "no progress line"},
}

local function convert(kind, name, text)
  if kind == "int" then
    local v = math.tointeger(tonumber(text))
    if not v then error(string.format("--%s expects an integer (got '%s')", name, text), 0) end
    return v
  elseif kind == "number" then
    local v = tonumber(text)
    if not v then error(string.format("--%s expects a number (got '%s')", name, text), 0) end
    return v
  elseif kind == "list" then
    local out = {}
    for item in text:gmatch("[^,]+") do
      local v = tonumber(item)
      out[#out + 1] = v and (math.tointeger(v) or v) or item
    end
    if #out == 0 then error(string.format("--%s expects a comma-separated list (got '%s')", name, text), 0) end
    return out
  elseif kind == "bool" then
    if text == "true" or text == "yes" or text == "1" or text == "on" then return true end
    if text == "false" or text == "no" or text == "0" or text == "off" then return false end
    error(string.format("--%s expects true or false (got '%s')", name, text), 0)
  end
  return text
end

local function check_choice(o, name, value)
  local items = type(value) == "table" and value or {value}
  if o.min or o.max then
    local what = o[2] == "list" and "integers" or "an integer"
    local range = o.min and o.max and string.format("in %d..%d", o.min, o.max)
      or o.min and string.format("of at least %d", o.min) or string.format("of at most %d", o.max)
    for _, item in ipairs(items) do
      if math.type(item) ~= "integer" or (o.min and item < o.min) or (o.max and item > o.max) then
        error(string.format("--%s expects %s %s (got '%s')", name, what, range, tostring(item)), 0)
      end
    end
  end
  if not o.choices then return end
  for _, item in ipairs(items) do
    local known = false
    for _, c in ipairs(o.choices) do if c == item then known = true end end
    if not known then
      error(string.format("--%s: unknown value '%s' (one of: %s)", name, tostring(item),
        table.concat(o.choices, ", ")), 0)
    end
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
  end
  for _, o in ipairs(spec) do add(o) end
  for _, o in ipairs(M.common) do
    local dup = false
    for _, s in ipairs(spec) do if s[1] == o[1] then dup = true end end
    if not dup then add(o) end
  end
  return table.concat(lines, "\n")
end

-- a usage error found after parsing (a bad combination of options): the same
-- message shape and exit status as a bad option
function M.fail(msg)
  io.stderr:write(string.format("%s: %s\n", M.script or "scenario", msg))
  os.exit(2)
end

-- args: the script's `arg` table (arg[1..]); returns the options table or exits
function M.parse(args, spec)
  local decl, values = {}, {}
  for _, o in ipairs(M.common) do decl[o[1]] = o end
  for _, o in ipairs(spec) do decl[o[1]] = o end
  for name, o in pairs(decl) do values[name] = o[3] end
  local script = args and args[0]
  M.script = script
  -- which options the command line set, for defaults that depend on others
  M.given = {}
  local i = 1
  local ok, err = pcall(function()
    while args and args[i] do
      local a = args[i]
      if a == "--help" or a == "-h" then
        print(M.help(spec, script))
        os.exit(0)
      end
      local name, inline = a:match("^%-%-([%w_%-]+)=(.*)$")
      name = name or a:match("^%-%-([%w_%-]+)$")
      if not name then error(string.format("unexpected argument '%s' (options start with --)", a), 0) end
      name = name:gsub("%-", "_")
      local o = decl[name]
      if not o then error(string.format("unknown option '--%s' (see --help)", name), 0) end
      M.given[name] = true
      if o[2] == "flag" then
        values[name] = true
      else
        local text = inline
        if not text then
          i = i + 1
          text = args[i]
          if text == nil then error(string.format("--%s needs a value", name), 0) end
        end
        values[name] = convert(o[2], name, text)
        check_choice(o, name, values[name])
      end
      i = i + 1
    end
  end)
  if not ok then
    io.stderr:write(string.format("%s: %s\n", script or "scenario", err))
    os.exit(2)
  end
  if values.l2 ~= "cold" and values.l2 ~= "warm" then
    io.stderr:write(string.format("%s: --l2 must be cold or warm (got '%s')\n", script or "scenario", values.l2))
    os.exit(2)
  end
  return values
end

return M
