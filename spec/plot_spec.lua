-- pa.plot's data for line charts, pinned on rows made up to the case
require "spec.helper"
local plot = require "pa.plot"

describe("pa.plot line data", function()
  -- rows of one kernel over the length: spec = {{ctx, us}, ...}; a nil time is
  -- a run that gave no correct answer
  local function rows(spec)
    local out = {}
    for _, s in ipairs(spec) do out[#out + 1] = {kernel = "paged", ctx = s[1], us = s[2]} end
    return out
  end

  it("draws every measured point of a series as one line", function()
    local series = plot.series(rows{{512, 10.5}, {1024, 19.75}, {2048, 40}}, "ctx", "us", "kernel")
    local pts, lo, hi = plot.line_data(series[1].points, {logx = 2, logy = true})
    assert.are.same({"512\t10.5", "1024\t19.75", "2048\t40"}, pts)
    assert.are.same({512, 2048}, {lo, hi})
  end)

  it("breaks the line at a length that gave no correct run instead of joining its neighbours", function()
    local series = plot.series(rows{{512, 10.5}, {1024, nil}, {2048, 40}, {4096, nil}}, "ctx", "us", "kernel")
    assert.are.same({{512, 10.5}, {1024}, {2048, 40}, {4096}}, series[1].points)
    assert.are.same({"512\t10.5", "", "2048\t40"}, (plot.line_data(series[1].points, {logx = 2, logy = true})))
  end)

  it("starts no line with a break where the first lengths gave no correct run", function()
    local series = plot.series(rows{{512, nil}, {1024, nil}, {2048, 40}, {4096, 80}}, "ctx", "us", "kernel")
    assert.are.same({"2048\t40", "4096\t80"}, (plot.line_data(series[1].points, {})))
  end)
end)

describe("pa.plot scripts", function()
  local function script(panel)
    local dir = os.tmpname()
    os.remove(dir)
    assert.is_true(os.execute("mkdir " .. dir))
    local files = {}
    local text, drawn = plot.script_for(panel, "png", dir .. "/out.png", dir, files)
    for _, f in ipairs(files) do os.remove(f) end
    os.remove(dir)
    return text, drawn
  end

  it("joins a series' points unless it is a scatter, whose order means nothing", function()
    local joined = script({logx = 10, series = {{title = "a", points = {{0.5, 1.2}, {30, 1.0}}}}})
    assert.is_truthy(joined:find("with linespoints", 1, true), joined)
    local scatter, drawn = script({logx = 10, series = {{title = "a", scatter = true, points = {{0.5, 1.2}, {30, 1.0}}}}})
    assert.are.equal(1, drawn)
    assert.is_truthy(scatter:find("with points", 1, true), scatter)
    assert.is_falsy(scatter:find("linespoints", 1, true), scatter)
  end)

  it("labels a log x axis in whole numbers unless the panel gives its format", function()
    local whole = script({logx = 10, series = {{title = "a", points = {{0.5, 1}, {30, 2}}}}})
    assert.is_truthy(whole:find("set format x '%.0f'", 1, true), whole)
    local given = script({logx = 10, xformat = "%g", series = {{title = "a", points = {{0.5, 1}, {30, 2}}}}})
    assert.is_truthy(given:find("set format x '%g'", 1, true), given)
  end)
end)
