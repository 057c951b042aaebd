-- pa.report's tables: a row whose kernel raised says why under the table
require "spec.helper"
local report = require "pa.report"

local COLUMNS = {{key = "ctx", title = "kv len"}, {key = "kernel", title = "kernel", align = "left"},
                 {key = "correct", title = "correct"}, {key = "us", title = "best us", fmt = "%.2f"}}

describe("report.format_table", function()
  it("names each distinct error under the table with the rows that raised it", function()
    local oom = "pa.kernel:run: out of device memory\nstack traceback: ..."
    local text = report.format_table({
      {kernel = "paged", ctx = 64, correct = "yes", us = 1.5},
      {kernel = "gqa", ctx = 64, correct = "ERROR", error = oom},
      {kernel = "gqa", ctx = 128, correct = "ERROR", error = oom},
      {kernel = "split_kv", ctx = 128, correct = "ERROR", error = "splits must be in 1..256"},
      {kernel = "paged", ctx = 128, correct = "NO", max_err = 1},
    }, COLUMNS)
    local lines = {}
    for l in text:gmatch("[^\n]+") do lines[#lines + 1] = l end
    assert.are.equal(9, #lines, text)
    assert.is_truthy(text:find("\n\nERROR (64 gqa", 1, true), text)
    assert.are.equal("ERROR (64 gqa; 128 gqa): pa.kernel:run: out of device memory", lines[8])
    assert.are.equal("ERROR (128 split_kv): splits must be in 1..256", lines[9])
    assert.is_falsy(text:find("stack traceback", 1, true), text)
  end)

  it("adds nothing where no row raised", function()
    local text = report.format_table({{kernel = "paged", ctx = 64, correct = "NO"}}, COLUMNS)
    assert.is_falsy(text:find("ERROR", 1, true), text)
    assert.are.equal(3, select(2, text:gsub("\n", "")) + 1)
  end)
end)

describe("the SM clock in a report", function()
  local bench = require "pa.bench"
  it("is flagged under noise below 90 % of the peak, not at or above it", function()
    assert.is_true(bench.slow_clock(1700, 1980))
    assert.is_false(bench.slow_clock(1782, 1980))
    assert.is_false(bench.slow_clock(1980, 1980))
    assert.is_false(bench.slow_clock(nil, 1980))
    assert.is_false(bench.slow_clock(1700, nil))
  end)
  it("shares the noise column with the spread", function()
    assert.are.equal("", bench.noise_cell({noisy = false, rel_spread = 0.01}))
    assert.are.equal("7% spread", bench.noise_cell({noisy = true, rel_spread = 0.07}))
    assert.are.equal("SM clock 1410 MHz", bench.noise_cell({noisy = false, slow_clock = true, sm_clock_mhz = 1410.2}))
    assert.are.equal("7% spread, SM clock 1410 MHz",
      bench.noise_cell({noisy = true, rel_spread = 0.07, slow_clock = true, sm_clock_mhz = 1410.2}))
  end)
  it("is described under the method where the backend stamps it, and not elsewhere", function()
    assert.is_nil(report.clock_line(nil, 0.9))
    local line = report.clock_line(1980, 0.9)
    assert.is_truthy(line:find("a row under 90 % of the 1980 MHz peak", 1, true), line)
  end)
end)

describe("the read taken again at a run's end", function()
  local pa = require("spec.helper").pa
  local bench = require "pa.bench"
  it("is said past 10 % either way, with both reads and the change, and not within it", function()
    assert.is_nil(bench.read_moved_line(36.6, 36.6))
    assert.is_nil(bench.read_moved_line(36.6, 40.2))
    assert.is_nil(bench.read_moved_line(36.6, 33.0))
    local up = bench.read_moved_line(36.6, 63.0)
    assert.is_truthy(up:find("36.6 GB/s at the start, 63.0 at the end (+72 %)", 1, true), up)
    local down = bench.read_moved_line(63.0, 36.6)
    assert.is_truthy(down:find("63.0 GB/s at the start, 36.6 at the end (-42 %)", 1, true), down)
  end)
  it("is not judged where a read is missing", function()
    assert.is_nil(bench.read_moved_line(36.6, nil))
    assert.is_nil(bench.read_moved_line(nil, 36.6))
    assert.is_nil(bench.read_moved_line(0, 36.6))
  end)
  it("is taken anew on the CPU, not the run's first reading, and not on a GPU (scenarios_spec: a record carries it)",
    function()
      local first, read = pa.read_bandwidth(), bench.read_at_end()
      if pa.backend() == "cpu" then
        -- two best-of passes timed to the nanosecond over 512 MB do not come out equal
        assert.is_true(read > 0 and read ~= first, string.format("%.17g and %.17g", first, read))
        assert.are.equal(first, pa.read_bandwidth())
      else
        assert.is_nil(read)
      end
    end)
  it("refuses an argument that is not a boolean", function()
    local ok, err = pcall(pa.read_bandwidth, 1)
    assert.is_false(ok)
    assert.is_truthy(tostring(err):find("bad argument #1 to 'pa.read_bandwidth' (boolean expected, got number)", 1,
      true), err)
  end)
end)

describe("report.method_line", function()
  it("counts the samples, and says one sample measures no noise", function()
    local many = report.method_line({warmup = 3, iters = 50, l2 = "cold"})
    assert.is_truthy(many:find("3 warm-up, 50 samples per row, cold L2", 1, true), many)
    assert.is_falsy(many:find("noise not measured", 1, true), many)
    local one = report.method_line({warmup = 0, iters = 1, l2 = "warm"})
    assert.is_truthy(one:find("0 warm-up, 1 sample per row (no spread: noise not measured), warm L2", 1, true), one)
  end)
end)

describe("report's Markdown", function()
  after_each(function() report.record_stop() end)

  it("sets a table's cells under its titles, aligned as printed, with | and emphasis escaped", function()
    local md = report.markdown_table({
      {kernel = "paged|x", ctx = 64, correct = "yes", us = 1.5},
      {kernel = "*gqa*", ctx = 128, correct = "ERROR", error = "splits must be in 1..256"},
    }, COLUMNS)
    local lines = {}
    for l in (md .. "\n"):gmatch("([^\n]*)\n") do lines[#lines + 1] = l end
    assert.are.equal("| kv len | kernel | correct | best us |", lines[1])
    assert.are.equal("|:--|:--|--:|--:|", lines[2])
    assert.are.equal("| 64 | paged\\|x | yes | 1.50 |", lines[3])
    assert.are.equal("| 128 | \\*gqa\\* | ERROR | - |", lines[4])
    assert.are.equal("", lines[5])
    assert.are.equal("ERROR (128 \\*gqa\\*): splits must be in 1..256  ", lines[6])
  end)

  it("keeps an underscore inside a word as it is and escapes one that would open emphasis", function()
    local md = report.markdown_table({{name = "head_dim _x_"}, {name = "two\nlines"}}, {{key = "name", title = "max_err"}})
    assert.is_truthy(md:find("\n| two lines |", 1, true), md)
    assert.is_truthy(md:find("| max_err |", 1, true), md)
    assert.is_truthy(md:find("| head_dim \\_x\\_ |", 1, true), md)
  end)

  it("keeps what print and report.table show between record_start and record_stop, and restores print", function()
    local plain, stdout, shown = print, io.stdout, {}
    local function quiet(...) shown[#shown + 1] = select("#", ...) end -- print as it was, out of the spec's output
    _G.print = quiet
    finally(function() -- a failed assertion must not leave the specs after it without print
      report.record_stop()
      _G.print, io.stdout = plain, stdout
    end)
    local null <close> = assert(io.open("/dev/null", "w"))
    report.record_start()
    assert.are_not.equal(quiet, print)
    print("device: x", 3)
    print("two\nlines")
    io.stdout = null
    report.table({{ctx = 1, kernel = "paged", correct = "yes", us = 2}}, COLUMNS)
    io.stdout = stdout
    local kept = report.record_stop()
    _G.print = plain
    assert.are.same({2, 1}, shown) -- print still printed, its arguments as they were
    assert.are.equal("device: x\t3", kept[1])
    assert.are.equal("two", kept[2])
    assert.are.equal("lines", kept[3])
    assert.are.equal("paged", kept[4].rows[1].kernel)
    assert.are.equal(4, #kept)
    assert.is_nil(report.record_stop())
  end)

  it("writes a document: the title, the command as code, lines as lines, tables apart from them", function()
    local doc = report.markdown({"device: x", "    # indented", "----", "", {rows = {{ctx = 1, us = 2}},
      columns = COLUMNS}, "after"}, "pabench: t_1", "pabench s.lua --json `x`", "today")
    local want = table.concat({
      "# pabench: t_1", "",
      "`` pabench s.lua --json `x` `` (today)", "",
      "device: x  ", "\\# indented  ", "\\----  ", "",
      "| kv len | kernel | correct | best us |", "|:--|:--|--:|--:|", "| 1 | - | - | 2.00 |", "",
      "after", ""}, "\n")
    assert.are.equal(want, doc)
  end)
end)
