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
