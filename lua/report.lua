-- Reports: aligned tables on stdout, CSV, JSON and Markdown files written whole or not at
-- all (a temporary file renamed into place, where the path names a file or
-- nothing yet), the device header and method line
-- every table carries. A scenario may replace any of these functions.
local M = {}

local function cell(col, row)
  local v = row[col.key]
  if v == nil then return col.missing or "-" end
  if col.fmt then
    if type(col.fmt) == "function" then return col.fmt(v, row) end
    if type(v) == "number" then return string.format(col.fmt, v) end
  end
  return tostring(v)
end

-- columns: {{key=, title=, fmt=, align="left"|"right"}}
function M.format_table(rows, columns)
  local widths, cells = {}, {}
  for j, col in ipairs(columns) do widths[j] = #(col.title or col.key) end
  for i, row in ipairs(rows) do
    cells[i] = {}
    for j, col in ipairs(columns) do
      local s = cell(col, row)
      cells[i][j] = s
      if #s > widths[j] then widths[j] = #s end
    end
  end
  local function line(values)
    local out = {}
    for j, col in ipairs(columns) do
      local w = widths[j]
      local s = values[j]
      if (col.align or (j == 1 and "left" or "right")) == "left" then
        out[j] = s .. string.rep(" ", w - #s)
      else
        out[j] = string.rep(" ", w - #s) .. s
      end
    end
    return (table.concat(out, "  "):gsub("%s+$", ""))
  end
  local titles = {}
  for j, col in ipairs(columns) do titles[j] = col.title or col.key end
  local lines = {line(titles)}
  local rule = {}
  for j = 1, #columns do rule[j] = string.rep("-", widths[j]) end
  lines[2] = table.concat(rule, "  ")
  for i = 1, #rows do lines[#lines + 1] = line(cells[i]) end
  -- after a blank line: a reader of the table takes it to end there
  local errors = M.error_lines(rows, columns)
  if #errors > 0 then lines[#lines + 1] = "" end
  for _, l in ipairs(errors) do lines[#lines + 1] = l end
  return table.concat(lines, "\n")
end

-- A row whose kernel raised (pa.bench.measure: correct "ERROR") shows only
-- ERROR in its cells; the reason goes under the table, a line per distinct
-- message, naming the rows by their cells up to the kernel's.
function M.error_lines(rows, columns)
  local last = #columns
  for j, col in ipairs(columns) do
    if col.key == "kernel" then last = j break end
  end
  local order, where = {}, {}
  for _, row in ipairs(rows) do
    if row.correct == "ERROR" and row.error then
      local msg = tostring(row.error):match("^[^\n]*")
      local label = {}
      for j = 1, last do label[#label + 1] = cell(columns[j], row) end
      if not where[msg] then where[msg] = {}; order[#order + 1] = msg end
      table.insert(where[msg], table.concat(label, " "))
    end
  end
  local out = {}
  for i, msg in ipairs(order) do
    out[i] = string.format("ERROR (%s): %s", table.concat(where[msg], "; "), msg)
  end
  return out
end

-- While a scenario records its Markdown (--markdown), what it prints is kept in
-- order: print's lines as text, M.table's tables as their rows and columns.
local transcript, plain_print

function M.table(rows, columns, out)
  if transcript and not out then transcript[#transcript + 1] = {rows = rows, columns = columns} end
  (out or io.stdout):write(M.format_table(rows, columns), "\n")
end

-- Start keeping what the scenario prints (options.parse, for --markdown). print
-- is wrapped until M.record_stop, which pa.run also calls when a scenario ends
-- in an error, so the REPL's print comes back as it was.
function M.record_start()
  if transcript then return end
  transcript, plain_print = {}, _G.print
  _G.print = function(...)
    local parts = {}
    for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
    for line in (table.concat(parts, "\t") .. "\n"):gmatch("([^\n]*)\n") do transcript[#transcript + 1] = line end
    return plain_print(...)
  end
end

-- What was kept since M.record_start (nil if nothing was), and print as it was
function M.record_stop()
  if not transcript then return nil end
  local kept = transcript
  _G.print, transcript, plain_print = plain_print, nil, nil
  return kept
end

-- Text for GitHub-flavoured Markdown: the characters that would open emphasis,
-- code, a link, HTML or a table cell are escaped
local function md_escape(text)
  text = text:gsub("[\\`*<>|%[%]]", "\\%0")
  -- an underscore inside a word (head_dim) opens nothing and stays as it is
  return (text:gsub("()_", function(at)
    local before, after = text:sub(at - 1, at - 1), text:sub(at + 1, at + 1)
    return (before:match("%w") and after:match("[%w_]")) and "_" or "\\_"
  end))
end

-- a printed line as a line of a paragraph: its indent dropped (four spaces would
-- make a code block), a leading # or a rule of - or = (a heading) escaped, and a
-- hard break after it, so the lines stay lines
local function md_line(line)
  line = md_escape((line:gsub("^%s+", "")))
  if line:match("^#") or line:match("^[-=]+$") then line = "\\" .. line end
  return line .. "  "
end

-- rows under columns (as M.format_table takes them) as a Markdown table, each
-- column aligned as the printed one, ERROR rows' reasons after it
function M.markdown_table(rows, columns)
  local titles, rule = {}, {}
  for j, col in ipairs(columns) do
    titles[j] = md_escape(col.title or col.key)
    rule[j] = (col.align or (j == 1 and "left" or "right")) == "left" and ":--" or "--:"
  end
  local lines = {"| " .. table.concat(titles, " | ") .. " |", "|" .. table.concat(rule, "|") .. "|"}
  for _, row in ipairs(rows) do
    local cells = {}
    -- a line break would end the table's row: a cell is one line
    for j, col in ipairs(columns) do cells[j] = md_escape((cell(col, row):gsub("%s*[\r\n]+%s*", " "))) end
    lines[#lines + 1] = "| " .. table.concat(cells, " | ") .. " |"
  end
  local errors = M.error_lines(rows, columns)
  if #errors > 0 then lines[#lines + 1] = "" end
  for _, l in ipairs(errors) do lines[#lines + 1] = md_line(l) end
  return table.concat(lines, "\n")
end

-- when and by what a record was made: the UTC minute, pabench's version and build
function M.run_stamp()
  local pa = require "pa"
  return string.format("%s, pabench %s, build %s", os.date("!%Y-%m-%d %H:%M UTC"), pa.version, pa.build)
end

-- A kept transcript (M.record_stop) as a Markdown document under `title`, with
-- `command` (the command line, shown as code) and `when` under it
function M.markdown(kept, title, command, when)
  local out = {"# " .. md_escape(title), ""}
  if command then
    local fence = command:find("`", 1, true) and "`` " or "`"
    out[#out + 1] = fence .. command .. fence:reverse() .. (when and " (" .. md_escape(when) .. ")" or "")
    out[#out + 1] = ""
  end
  local in_paragraph = false
  for _, item in ipairs(kept) do
    if type(item) == "table" or item:match("^%s*$") then
      if in_paragraph then out[#out + 1] = "" end
      in_paragraph = false
      if type(item) == "table" then
        out[#out + 1] = M.markdown_table(item.rows, item.columns)
        out[#out + 1] = ""
      end
    else
      out[#out + 1] = md_line(item)
      in_paragraph = true
    end
  end
  return (table.concat(out, "\n"):gsub("%s*$", "\n"))
end

-- a name beside `path` for the file that is renamed over it: short, so that a
-- file whose own name is near the longest a directory takes still has one
local function temp_beside(path)
  local dir = path:match("^(.*)/[^/]*$")
  return string.format("%s.pabench-%06d-%06d.tmp", dir and dir .. "/" or "", os.time() % 1000000,
    math.random(0, 999999))
end

-- A symlink, a FIFO, a device or /dev/fd/N is written through, in place: a
-- rename would replace the link or the node instead of writing where it leads.
function M.writes_in_place(path)
  local kind = require("pa")._path_kind(path)
  return kind == "link" or kind == "other"
end

local function write_file(path, target, text)
  local f, err = io.open(target, "wb")
  if not f then error("cannot write " .. path .. ": " .. tostring(err), 3) end
  local ok, werr = f:write(text)
  local closed, cerr = f:close()
  if not ok or not closed then
    if target ~= path then os.remove(target) end
    error("cannot write " .. path .. ": " .. tostring(werr or cerr), 3)
  end
end

-- The names of this process's own output streams. Opened anew, one leading to a
-- file the shell redirected (`> out.txt`) writes from the file's start, over what
-- the run printed before (and with `>>` cuts the file short): the text goes
-- through the stream itself, after what it holds.
local STREAMS = {["/dev/stdout"] = io.stdout, ["/dev/fd/1"] = io.stdout, ["/proc/self/fd/1"] = io.stdout,
                 ["/dev/stderr"] = io.stderr, ["/dev/fd/2"] = io.stderr, ["/proc/self/fd/2"] = io.stderr}

local function write_stream(path, stream, text)
  local ok, err = stream:write(text)
  if ok then ok, err = stream:flush() end
  if not ok then error("cannot write " .. path .. ": " .. tostring(err), 3) end
end

-- write a file whole or not at all (a file or a new name; see writes_in_place)
function M.write_atomic(path, text)
  if STREAMS[path] then return write_stream(path, STREAMS[path], text) end
  if M.writes_in_place(path) then return write_file(path, path, text) end
  local tmp = temp_beside(path)
  write_file(path, tmp, text)
  local pa = require("pa")
  if pa._path_kind(path) == "file" then pa._copy_mode(path, tmp) end -- the file it replaces keeps its mode
  local renamed, rerr = os.rename(tmp, path)
  if not renamed then
    os.remove(tmp)
    error("cannot write " .. path .. ": " .. tostring(rerr), 2)
  end
end

-- the system's reason in an io.open message ("x: No such file" -> "No such file")
local function reason(err)
  return err:match(": ([^:]*)$") or err
end

local function parent_dir(path)
  local dir = path:match("^(.*)/[^/]*$")
  if not dir then return "." end
  return dir == "" and "/" or dir
end

-- Why an output file cannot be written at `path`, or nil: asked before a run
-- so that a bad name costs no measuring. A file or a new name is probed by
-- creating the temporary file write_atomic would (and removing it); a link or
-- a node is not opened, as opening a FIFO waits for its reader. A link to
-- nothing yet is written through to its target: that file is created, then
-- removed again, as the probe of a new name is.
function M.unwritable(path)
  if path == "" then return "an empty path names no file" end
  local kind_of = require("pa")._path_kind
  local kind, err = kind_of(path)
  if not kind then return err end
  if kind == "link" then
    local target, terr = kind_of(path, true)
    if not target then return terr end -- a loop of links, or a target out of reach
    if target == "dir" then return "is a directory" end
    if target == "missing" then
      local f, ferr = io.open(path, "ab")
      if not f then
        return "a link to a file that cannot be created (" .. reason(ferr) .. ")"
      end
      f:close()
      local to = require("pa")._link_target(path)
      if to and to:sub(1, 1) ~= "/" then to = parent_dir(path) .. "/" .. to end
      -- only the empty file just made: a link further along stays as it was
      local made = to and kind_of(to) == "file" and io.open(to, "rb")
      if made then
        local size = made:seek("end")
        made:close()
        if size == 0 then os.remove(to) end
      end
    end
    return nil
  end
  if kind == "dir" then return "is a directory" end
  if kind == "other" then return nil end
  local dir = parent_dir(path)
  local dir_kind, derr = kind_of(dir, true)
  if not dir_kind then return derr end
  if dir_kind == "missing" then return "no such directory" end
  if dir_kind ~= "dir" then return dir .. " is not a directory" end
  local probe = temp_beside(path)
  local f, perr = io.open(probe, "wb")
  if not f then return "cannot create a file in " .. dir .. " (" .. reason(perr) .. ")" end
  f:close()
  os.remove(probe)
  return nil
end

local function csv_field(v)
  local s = v == nil and "" or tostring(v)
  if s:find('[,"\n]') then s = '"' .. s:gsub('"', '""') .. '"' end
  return s
end

function M.csv(path, rows, columns)
  local lines = {}
  local head = {}
  for j, col in ipairs(columns) do head[j] = csv_field(col.key) end
  lines[1] = table.concat(head, ",")
  for _, row in ipairs(rows) do
    local f = {}
    for j, col in ipairs(columns) do f[j] = csv_field(row[col.key]) end
    lines[#lines + 1] = table.concat(f, ",")
  end
  M.write_atomic(path, table.concat(lines, "\n") .. "\n")
end

-- JSON through lua-cjson, else dkjson; both are Debian packages
function M.json_encode(value)
  local ok, cjson = pcall(require, "cjson")
  if ok then
    if cjson.encode_sparse_array then cjson.encode_sparse_array(true) end
    return cjson.encode(value)
  end
  local ok2, dkjson = pcall(require, "dkjson")
  if ok2 then return dkjson.encode(value, {indent = true}) end
  error("JSON output needs lua-cjson or dkjson (Debian: apt-get install lua-cjson)", 2)
end

-- JSON has no NaN or infinity (cjson refuses them): a failed check's NaN error
-- is written as the string "nan" so the file stays valid and still says so
local function json_safe(v, seen)
  if type(v) == "number" then
    if v ~= v then return "nan" end
    if v == math.huge then return "inf" end
    if v == -math.huge then return "-inf" end
    return v
  end
  if type(v) ~= "table" then return v end
  seen = seen or {}
  if seen[v] then error("cannot write JSON: the value contains a cycle", 3) end
  seen[v] = true
  local out = {}
  for k, x in pairs(v) do
    if type(x) ~= "function" and type(x) ~= "userdata" then out[k] = json_safe(x, seen) end
  end
  seen[v] = nil
  return out
end

-- One word for sh whatever the text holds: single quotes, each ' inside
-- written as '\'' (the one character a single-quoted word cannot hold).
function M.shell_word(text)
  return "'" .. text:gsub("'", [['\'']]) .. "'"
end

-- words as a shell takes them back: those that need quoting quoted
function M.command_line(words)
  local out = {}
  for i, w in ipairs(words) do out[i] = w:match("^[%w%./_=,:@%%+-]+$") and w or M.shell_word(w) end
  return table.concat(out, " ")
end

-- A JSON file decoded, its nulls left out (cjson gives a sentinel for them);
-- a name ending in .gz is read through gzip. Errors start with `who`.
function M.read_json(path, who)
  local text, why
  if path:lower():match("%.gz$") then
    -- gzip's complaint apart from the text, which may be large and half there
    local errs = os.tmpname()
    local p = io.popen("gzip -dc -- " .. M.shell_word(path) .. " 2>" .. M.shell_word(errs))
    text = p:read("a")
    local ok = p:close()
    local f = io.open(errs, "rb")
    local msg = f and f:read("a") or ""
    if f then f:close() end
    os.remove(errs)
    if not ok then why = msg:match("^%s*(.-)%s*$") end
  else
    local f, err = io.open(path, "rb")
    if not f then error(who .. ": cannot read " .. tostring(err), 0) end
    -- a directory opens, and fails only when read
    local rerr
    text, rerr = f:read("a")
    f:close()
    if not text then why = tostring(rerr) end
  end
  if why then error(string.format("%s: cannot read %s: %s", who, path, why), 0) end
  local has_cjson, cjson = pcall(require, "cjson")
  -- cjson raises on bad JSON; dkjson returns nil, its position and the message
  local decoded, data, _, derr = pcall(has_cjson and cjson.decode or require("dkjson").decode, text)
  if not decoded or data == nil and derr then
    error(string.format("%s: %s is not valid JSON: %s", who, path, tostring(decoded and derr or data)), 0)
  end
  local null = has_cjson and cjson.null or nil
  local function clean(v)
    if v == null then return nil end
    if type(v) ~= "table" then return v end
    local out = {}
    for k, x in pairs(v) do out[k] = clean(x) end
    return out
  end
  return clean(data)
end

function M.json(path, value)
  M.write_atomic(path, M.json_encode(json_safe(value)) .. "\n")
end

function M.human_bytes(n)
  local units = {"B", "KB", "MB", "GB", "TB"}
  local i = 1
  while n >= 1000 and i < #units do n = n / 1000; i = i + 1 end
  return string.format(i == 1 and "%d %s" or "%.1f %s", n, units[i])
end

-- the device header every table carries
function M.device_line(pa)
  local d = pa.device()
  local parts = {string.format("device: %s (%s backend", d.name, d.backend)}
  if d.compute_capability then
    parts[#parts + 1] = string.format(", sm %s, %d SMs, %s L2, %s", d.compute_capability, d.sms,
      M.human_bytes(d.l2_bytes), M.human_bytes(d.memory_bytes))
  else
    parts[#parts + 1] = string.format(", %d threads, %s%s LLC", d.sms, d.simd and d.simd:upper() .. ", " or "",
      M.human_bytes(d.l2_bytes))
  end
  parts[#parts + 1] = ")"
  return table.concat(parts)
end

-- how the layers of a timed step read the block table (bench.timing's tables)
function M.layer_tables(t)
  return t.tables == "own" and "a block table each" or "one block table"
end

-- The share of the SMs' peak clock under which a row's SM clock marks it
-- (bench.slow_clock), in its noise column, peak.lua's verdicts and compare's notes.
M.CLOCK_LOW = 0.9

-- how the SM clock is watched, where the backend reads it (CUDA); nil elsewhere
function M.clock_line(peak_mhz, low)
  if not peak_mhz then return nil end
  return string.format("SM clock: read before and after each row's samples; a row under %.0f %% of the "
    .. "%.0f MHz peak says so under noise", 100 * low, peak_mhz)
end

function M.method_line(t)
  local layers = ""
  if t.layers == 0 then
    layers = ", each row as the layers of a step (enough for 1 GB of K/V, 2 to 64), per layer"
  elseif t.layers and t.layers > 1 then
    layers = string.format(", each row as %d layers of a step, per layer", t.layers)
  end
  if layers ~= "" then
    layers = layers .. " (" .. M.layer_tables(t) .. ")"
  end
  local iters = t.iters or 100
  -- one sample has no spread, so the noise column cannot flag a row: say so
  -- rather than let an empty column read as a quiet run
  local samples = iters == 1 and "1 sample per row (no spread: noise not measured)"
    or string.format("%d samples per row", iters)
  return string.format("method: %d warm-up, %s, %s L2%s%s; best-of (min) headline, median as spread",
    t.warmup or 10, samples, t.l2 or "cold", t.graph and ", CUDA-graph replay" or "", layers)
end

return M
