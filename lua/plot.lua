-- Charts through gnuplot. A scenario describes its chart as data (panels of
-- line series or of clustered bars); this module writes the data and the
-- gnuplot script to a temporary directory and renders the image beside its
-- destination, renaming it into place so a failed run never leaves half a file.
--
--   plot.check(opts.plot)            -- before the sweep: a bad FILE or no gnuplot stops here
--   plot.draw("out.png", {
--     title = "...",
--     panels = {{xlabel = "KV length", ylabel = "best us", logx = 2, logy = true,
--                series = {{title = "paged", points = {{512, 10.5}, {1024, 19.8}},
--                            dash = 2, color = 1}}}},     -- dash pattern and colour: optional
--                                                         -- scatter = true: points not joined
--   })
--   plot.draw("out.svg", {title = "...", panels = {{kind = "bars", ylabel = "GB/s",
--                categories = {"2x60", "1x512"}, series = {{title = "paged", values = {1.2, 3.4}}}}}})
--
-- A line panel's xformat is the gnuplot format of a log x axis's labels ('%.0f' unless given).
--
-- A single panel may be given as the spec itself (series/categories at top level).
local M = {}

M.INSTALL_HINT = "gnuplot not found: apt-get install gnuplot-nox"

local function shell_quote(s)
  return "'" .. tostring(s):gsub("'", "'\\''") .. "'"
end

-- A gnuplot string, single-quoted: it takes no escapes but a doubled quote, and
-- a line break would end the command and start another (a title from a record
-- could run `system`), so text loses its control characters and a path with
-- one is refused.
local function gp_quote(s)
  return "'" .. tostring(s):gsub("%c", " "):gsub("'", "''") .. "'"
end

local function gp_path(p)
  if p:find("%c") then error("a path with a control character (a line break?) cannot be handed to gnuplot: " ..
    string.format("%q", p), 0) end
  return "'" .. p:gsub("'", "''") .. "'"
end

function M.available()
  return os.execute("command -v gnuplot >/dev/null 2>&1") == true
end

local function format_of(path)
  local ext = tostring(path):match("%.(%w+)$")
  ext = ext and ext:lower()
  if ext == "png" or ext == "svg" then return ext end
  return nil
end

-- For scripts: refuse a bad --plot before any time is spent measuring.
-- A wrong file name is a usage error (exit 2); a missing gnuplot exits 1
-- (under pa.run, each a Lua error: options.abort).
function M.check(path, script)
  if not path then return end
  local abort = require("pa.options").abort
  local who = script or (arg and arg[0]) or "pabench"
  if not format_of(path) then
    abort(who, string.format("--plot %s: the file must end in .png or .svg", path))
  end
  if path:find("%c") then
    abort(who, string.format("--plot %q: a path with a control character (a line break?) cannot be handed to gnuplot",
      path))
  end
  if not M.available() then
    abort(who, "--plot: " .. M.INSTALL_HINT, 1)
  end
end

local function terminal(fmt, width, height)
  if fmt == "svg" then
    return string.format("set terminal svg size %d,%d dynamic noenhanced font 'sans,11' background '#ffffff'",
      width, height)
  end
  -- pngcairo draws anti-aliased lines; the libgd png terminal is the fallback
  return string.format([[
if (strstrt(GPVAL_TERMINALS, 'pngcairo') > 0) {
  set terminal pngcairo size %d,%d noenhanced font 'sans,10' background '#ffffff'
} else {
  set terminal png size %d,%d noenhanced
}]], width, height, width, height)
end

local function num(x)
  if x ~= x or x == math.huge or x == -math.huge then return "NaN" end
  return string.format("%.9g", x)
end

local function tmpdir()
  local p = io.popen("mktemp -d 2>/dev/null")
  local dir = p and p:read("l")
  if p then p:close() end
  if not dir or dir == "" then error("plot: cannot create a temporary directory (mktemp -d failed)", 3) end
  return dir
end

local function write(path, text)
  local f, err = io.open(path, "wb")
  if not f then error("plot: cannot write " .. path .. ": " .. tostring(err), 3) end
  f:write(text)
  f:close()
end

local function read(path)
  local f = io.open(path, "rb")
  if not f then return "" end
  local s = f:read("a")
  f:close()
  return s
end

-- The data lines of one series of a line panel, and its x range. A point
-- that cannot be drawn (no y: a row that gave no correct run) breaks the line
-- there with a blank line, so the line does not run across a length that was
-- not measured as if it had been.
function M.line_data(points, panel)
  local pts, gap = {}, false
  local xmin, xmax = math.huge, -math.huge
  for _, p in ipairs(points or {}) do
    local x, y = p[1], p[2]
    local ok = type(x) == "number" and type(y) == "number" and x == x and y == y
    if ok and panel.logx then ok = x > 0 end
    if ok and panel.logy then ok = y > 0 end
    if ok then
      if gap then pts[#pts + 1] = "" end
      pts[#pts + 1] = num(x) .. "\t" .. num(y)
      xmin, xmax = math.min(xmin, x), math.max(xmax, x)
    end
    gap = not ok and #pts > 0
  end
  return pts, xmin, xmax
end

-- line panel: each series one data block, addressed by `index`
local function line_panel(panel, dir, n, files)
  local blocks, plots = {}, {}
  local xmin, xmax = math.huge, -math.huge
  for _, s in ipairs(panel.series or {}) do
    local pts, lo, hi = M.line_data(s.points, panel)
    xmin, xmax = math.min(xmin, lo), math.max(xmax, hi)
    if #pts > 0 then
      -- s.scatter: points not joined (their order means nothing)
      plots[#plots + 1] = string.format("DATA index %d using 1:2 with %s pt %d%s title %s", #blocks,
        s.scatter and "points ps 1.5" or "linespoints lw 2", (#blocks % 7) + 1,
        (s.dash and string.format(" dt %d", s.dash) or "") .. (s.color and string.format(" lc %d", s.color) or ""),
        gp_quote(s.title or ("series " .. #plots + 1)))
      blocks[#blocks + 1] = "# " .. tostring(s.title) .. "\n" .. table.concat(pts, "\n")
    end
  end
  if #blocks == 0 then return nil end
  local data = dir .. "/panel" .. n .. ".dat"
  write(data, table.concat(blocks, "\n\n\n") .. "\n")
  files[#files + 1] = data
  local lines = {}
  if panel.logx then
    lines[#lines + 1] = string.format("set logscale x %d", panel.logx == true and 10 or panel.logx)
    lines[#lines + 1] = string.format("set format x '%s'", panel.xformat or "%.0f")
    -- a margin on both sides, or the end points sit on the frame and lose their tic labels
    lines[#lines + 1] = string.format("set xrange [%s:%s]", num(xmin / 1.25), num(xmax * 1.25))
  end
  if panel.logy then lines[#lines + 1] = "set logscale y 10" end
  if panel.xtics then
    local t = {}
    for _, x in ipairs(panel.xtics) do t[#t + 1] = string.format("'%s' %s", tostring(x), num(x)) end
    lines[#lines + 1] = "set xtics (" .. table.concat(t, ", ") .. ")"
  end
  local body = table.concat(plots, ", \\\n     "):gsub("DATA", function() return gp_path(data) end)
  lines[#lines + 1] = "plot " .. body
  return table.concat(lines, "\n")
end

-- bar panel: one row per category, one column per series, clustered
local function bar_panel(panel, dir, n, files)
  local cats, series = panel.categories or {}, panel.series or {}
  if #cats == 0 or #series == 0 then return nil end
  local rows, any = {}, false
  for i, c in ipairs(cats) do
    local f = {(tostring(c):gsub("[\t\n]", " "))}
    for _, s in ipairs(series) do
      local v = s.values and s.values[i]
      if type(v) == "number" and v == v then any = true else v = 0 / 0 end
      f[#f + 1] = num(v)
    end
    rows[i] = table.concat(f, "\t")
  end
  if not any then return nil end
  local data = dir .. "/panel" .. n .. ".dat"
  write(data, table.concat(rows, "\n") .. "\n")
  files[#files + 1] = data
  local plots = {}
  for j, s in ipairs(series) do
    plots[j] = string.format("%s using %d%s title %s", j == 1 and gp_path(data) or "''", j + 1,
      j == 1 and ":xtic(1)" or "", gp_quote(s.title or ("series " .. j)))
  end
  return table.concat({
    "set style data histograms",
    "set style histogram clustered gap 1",
    "set style fill solid 0.85 border -1",
    "set boxwidth 0.9",
    "set yrange [0:*]",
    "set xtics rotate by -25 nomirror",
    "plot " .. table.concat(plots, ", \\\n     "),
  }, "\n")
end

-- The gnuplot script that draws spec into `out`, its data files written to
-- `dir` (and listed in `files`), with the count of panels that had data.
function M.script_for(spec, fmt, out, dir, files)
  local panels = spec.panels or {spec}
  local width = spec.width or (#panels > 1 and 1400 or 1000)
  local height = spec.height or 640
  local lines = {
    terminal(fmt, width, height),
    "set output " .. gp_path(out),
    "set datafile separator '\\t'",
    "set grid",
    "set key outside right top",
  }
  if #panels > 1 then
    lines[#lines + 1] = string.format("set multiplot layout 1,%d title %s", #panels, gp_quote(spec.title or ""))
  end
  local drawn = 0
  for n, panel in ipairs(panels) do
    local body = (panel.kind == "bars" and bar_panel or line_panel)(panel, dir, n, files)
    if body then
      drawn = drawn + 1
      -- one panel's axes must not leak into the next
      lines[#lines + 1] = "unset logscale; set format x '% h'; set format y '% h'; set autoscale; " ..
        "set xtics norotate autofreq mirror; set style data points"
      if #panels == 1 then lines[#lines + 1] = "set title " .. gp_quote(spec.title or panel.title or "")
      else lines[#lines + 1] = "set title " .. gp_quote(panel.title or "") end
      lines[#lines + 1] = "set xlabel " .. gp_quote(panel.xlabel or "")
      lines[#lines + 1] = "set ylabel " .. gp_quote(panel.ylabel or "")
      lines[#lines + 1] = body
    end
  end
  if #panels > 1 then lines[#lines + 1] = "unset multiplot" end
  return table.concat(lines, "\n") .. "\n", drawn
end

-- Render spec to path (.png or .svg). Raises an error, leaving no file at
-- path, if gnuplot is missing, fails, or there is nothing to draw.
function M.draw(path, spec)
  local fmt = format_of(path)
  if not fmt then error("plot: " .. tostring(path) .. ": the file must end in .png or .svg", 2) end
  -- a folder that is not there would reach gnuplot, whose complaint names the
  -- temporary file beside the image, not the image asked for
  local why = require("pa.report").unwritable(path)
  if why then error("plot: " .. path .. ": " .. why, 2) end
  if not M.available() then error("plot: " .. M.INSTALL_HINT, 2) end
  local dir = tmpdir()
  local files = {}
  -- the image is rendered beside its destination: a rename within one file system is atomic
  local partial = string.format("%s.tmp%d%d.%s", path, os.time(), math.random(1e6), fmt)
  local ok, err = pcall(function()
    local script, drawn = M.script_for(spec, fmt, partial, dir, files)
    if drawn == 0 then error("plot: nothing to draw (no correct, timed rows)", 0) end
    local sfile = dir .. "/plot.gp"
    write(sfile, script)
    files[#files + 1] = sfile
    local efile = dir .. "/gnuplot.err"
    files[#files + 1] = efile
    local ran = os.execute(string.format("gnuplot %s 2>%s", shell_quote(sfile), shell_quote(efile)))
    local msg = read(efile)
    if ran ~= true then
      error("plot: gnuplot failed: " .. (msg ~= "" and msg or "(no message)"), 0)
    end
    local f = io.open(partial, "rb")
    local size = f and f:seek("end") or 0
    if f then f:close() end
    if size == 0 then error("plot: gnuplot wrote no image" .. (msg ~= "" and (": " .. msg) or ""), 0) end
    local report = require "pa.report"
    if report.writes_in_place(path) then
      local wrote, werr = pcall(report.write_atomic, path, read(partial))
      if not wrote then error("plot: " .. tostring(werr), 0) end
    else
      local renamed, rerr = os.rename(partial, path)
      if not renamed then error("plot: cannot write " .. path .. ": " .. tostring(rerr), 0) end
    end
  end)
  os.remove(partial)
  for _, f in ipairs(files) do os.remove(f) end
  os.remove(dir)
  if not ok then error(err, 2) end
  return path
end

-- Draw the chart recorded in a scenario's --json output (its `chart` field).
function M.from_json(json_path, path)
  if type(json_path) ~= "string" then
    error("plot.from_json(json, image): json must be the name of a scenario's --json file (got "
      .. type(json_path) .. ")", 2)
  end
  if type(path) ~= "string" then
    error("plot.from_json(json, image): image must be the name of a .png or .svg file to draw (got "
      .. type(path) .. ")", 2)
  end
  local read, data = pcall(require("pa.report").read_json, json_path, "plot")
  if not read then error(data, 2) end
  if type(data.chart) ~= "table" then
    error("plot: " .. json_path .. " holds no chart (written by a scenario with --json?)", 2)
  end
  return M.draw(path, data.chart)
end

-- Series from result rows: one per distinct value of `by` (in first-seen
-- order), points (row[x], row[y]) of the rows that have both, and {row[x]}
-- for a row without y (one that gave no correct run): the line breaks there.
function M.series(rows, x, y, by, label)
  local order, map = {}, {}
  for _, r in ipairs(rows) do
    local key = type(by) == "function" and by(r) or r[by]
    if key ~= nil then
      if not map[key] then
        map[key] = {title = label and label(key) or tostring(key), points = {}}
        order[#order + 1] = key
      end
      if type(r[x]) == "number" then
        local pts = map[key].points
        pts[#pts + 1] = {r[x], type(r[y]) == "number" and r[y] or nil}
      end
    end
  end
  local out = {}
  for i, k in ipairs(order) do out[i] = map[k] end
  return out
end

-- Bars from result rows: categories by `cat`, one series per `by`, values row[y].
function M.bars(rows, cat, y, by)
  local cats, cat_index, order, map = {}, {}, {}, {}
  for _, r in ipairs(rows) do
    local c = type(cat) == "function" and cat(r) or r[cat]
    local key = type(by) == "function" and by(r) or r[by]
    if c ~= nil and key ~= nil then
      if not cat_index[c] then cats[#cats + 1] = c; cat_index[c] = #cats end
      if not map[key] then map[key] = {title = tostring(key), values = {}}; order[#order + 1] = key end
      map[key].values[cat_index[c]] = type(r[y]) == "number" and r[y] or nil
    end
  end
  local series = {}
  for i, k in ipairs(order) do series[i] = map[k] end
  return cats, series
end

-- The chart of achieved bandwidth the scenarios share: `chart` (its title,
-- xlabel) with bars of each `by`'s GB/s in each category `cat` (M.bars).
function M.bandwidth_bars(rows, cat, by, chart)
  chart.kind, chart.ylabel = "bars", "GB/s (K+V bytes / best time)"
  chart.categories, chart.series = M.bars(rows, cat, "gbps", by)
  return chart
end

return M
