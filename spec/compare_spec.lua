-- `pabench compare`: two runs' records row by row. The matching and verdicts
-- through the module on made-up records, then the command line on files.
local H = require "spec.helper"
local compare = require "pa.compare"
local report = require "pa.report"

local q = H.quote

local function row(fields)
  local r = {correct = "yes", rel_spread = 0.005, layers = 1}
  for k, v in pairs(fields) do r[k] = v end
  return r
end

local function record(rows, extra)
  local doc = {scenario = "decode", device = {name = "GPU", backend = "cuda"}, read_gbps = 4500,
    timing = {iters = 50, warmup = 10, l2 = "cold", graph = true}, options = {quick = false}, rows = rows}
  for k, v in pairs(extra or {}) do doc[k] = v end
  return doc
end

local function line_of(result, label, metric)
  for _, l in ipairs(result.lines) do
    if l.label == label and (metric == nil or l.metric == metric) then return l end
  end
  error("no line " .. label .. " among " .. #result.lines)
end

describe("compare.records", function()
  it("calls a change faster or slower only past the noise and the threshold", function()
    local base = record {
      row{config = "2x60", kernel = "paged", us = 10},
      row{config = "2x60", kernel = "gqa", us = 10},
      row{config = "2x60", kernel = "split_kv", us = 10},
      row{config = "1x512", kernel = "paged", us = 10, rel_spread = 0.2},
    }
    local new = record {
      row{config = "2x60", kernel = "paged", us = 9},
      row{config = "2x60", kernel = "gqa", us = 10.05},
      row{config = "2x60", kernel = "split_kv", us = 11},
      row{config = "1x512", kernel = "paged", us = 11},
    }
    local r = compare.records(base, new)
    assert.are.equal("faster", line_of(r, "2x60 paged").verdict)
    H.assert_near(-0.1, line_of(r, "2x60 paged").change, 1e-12)
    assert.are.equal("same", line_of(r, "2x60 gqa").verdict)          -- 0.5 %: under the 1 % threshold
    assert.are.equal("slower", line_of(r, "2x60 split_kv").verdict)
    assert.are.equal("same", line_of(r, "1x512 paged").verdict)        -- 10 % within its 20 % noise
    H.assert_near(0.2, line_of(r, "1x512 paged").noise, 1e-12)
    assert.are.same({faster = 1, slower = 1, same = 2, wrong = 0, fixed = 0, both_wrong = 0, untimed = 0, gone = 0,
      past_gate = 0}, r.counts)
    assert.is_false(r.failed)
    H.assert_near((0.9 * 1.005 * 1.1 * 1.1) ^ 0.25, r.geomean, 1e-12)
    -- a higher threshold takes the 10 % back to same
    assert.are.equal("same", line_of(compare.records(base, new, {threshold = 15}), "2x60 split_kv").verdict)
  end)

  it("fails on a row that lost its correctness, and says which were fixed", function()
    local base = record {row{kernel = "paged", us = 10}, row{kernel = "gqa", correct = "NO", max_err = 1}}
    local new = record {row{kernel = "paged", correct = "NO", max_err = 0.5}, row{kernel = "gqa", us = 5}}
    local r = compare.records(base, new)
    assert.are.equal("WRONG", line_of(r, "paged").verdict)
    assert.are.equal("fixed", line_of(r, "gqa").verdict)
    assert.is_true(r.failed)
  end)

  it("fails on a slowdown past max_slowdown and its noise, not on a smaller one", function()
    local base = record {row{kernel = "paged", us = 10}, row{kernel = "gqa", us = 10}}
    local new = record {row{kernel = "paged", us = 11}, row{kernel = "gqa", us = 10.3}}
    local r = compare.records(base, new, {max_slowdown = 5})
    assert.are.equal("SLOWER", line_of(r, "paged").verdict)
    assert.are.equal("slower", line_of(r, "gqa").verdict)
    assert.is_true(r.failed)
    assert.are.equal(2, r.counts.slower)
    assert.is_false(compare.records(base, new, {max_slowdown = 20}).failed)
  end)

  it("matches auto's row whatever launch it chose, and shows the change of launch", function()
    local base = record {row{config = "1x4096", kernel = "auto", chunk = 64, splits = 10, launch = "gqa(splits=10)",
      us = 6}}
    local new = record {row{config = "1x4096", kernel = "auto", chunk = 64, splits = 8, launch = "gqa(splits=8)",
      us = 5}}
    local r = compare.records(base, new)
    assert.are.equal(1, #r.lines)
    assert.are.equal("gqa(splits=10) -> gqa(splits=8)", r.lines[1].launch)
    assert.are.same({}, r.only_base)
  end)

  it("names rows by chunk and splits where the rest names more than one", function()
    local rows = {
      row{sweep = "chunk", kernel = "paged", chunk = 8, splits = 1, us = 10},
      row{sweep = "chunk", kernel = "paged", chunk = 32, splits = 1, us = 20},
      row{kernel = "auto", chunk = 64, splits = 4, us = 30},
    }
    local new_rows = {
      row{sweep = "chunk", kernel = "paged", chunk = 32, splits = 1, us = 20},
      row{sweep = "chunk", kernel = "paged", chunk = 8, splits = 1, us = 10},
      row{kernel = "auto", chunk = 64, splits = 2, us = 30},
    }
    local r = compare.records(record(rows), record(new_rows))
    assert.are.equal(3, #r.lines)
    for _, l in ipairs(r.lines) do assert.are.equal("same", l.verdict, l.label) end
    assert.are.equal(10, line_of(r, "chunk=8 splits=1 chunk paged").new_us)
  end)

  it("leaves out of a label a number every row shares, but still matches on it", function()
    local function rows(ctx2)
      return record {row{ctx = 1024, batch = 1, kernel = "paged", us = 1}, row{ctx = ctx2, batch = 1, kernel = "paged",
        us = 1}}
    end
    local r = compare.records(rows(4096), rows(4096))
    assert.are.equal("ctx=1024 paged", r.lines[1].label)      -- batch=1 on every row: no name
    local moved = compare.records(rows(4096), rows(2048))
    assert.are.same({"ctx=4096 paged"}, moved.only_base)
    assert.are.same({"ctx=2048 paged"}, moved.only_new)
  end)

  it("lists rows found in one run only", function()
    local r = compare.records(record {row{config = "a", kernel = "paged", us = 1}, row{config = "b", kernel = "paged", us = 1}},
      record {row{config = "a", kernel = "paged", us = 1}, row{config = "c", kernel = "paged", us = 1}})
    assert.are.same({"b paged"}, r.only_base)
    assert.are.same({"c paged"}, r.only_new)
    assert.are.equal(1, #r.lines)
  end)

  it("compares peak.lua's best, auto and lone times", function()
    local function peak_row(t)
      return {config = "long 1x4096", target = ">= 70 %", best = "gqa", auto = "gqa", best_us = t, auto_us = t,
        iso_us = 2 * t, paged_us = 3 * t, rel_spread = 0.001, met = "no", layers = 60, pct_peak = 60}
    end
    local r = compare.records(record({peak_row(6)}, {scenario = "peak"}), record({peak_row(5)}, {scenario = "peak"}))
    assert.are.same({"best_us", "auto_us", "iso_us"}, r.metrics)
    assert.are.equal(3, r.counts.faster)
    assert.are.equal(12, line_of(r, "long 1x4096", "iso_us").base_us)
    assert.are.equal("paged_us", compare.records(record({peak_row(6)}, {scenario = "peak"}),
      record({peak_row(5)}, {scenario = "peak"}), {metrics = {"paged_us"}}).lines[1].metric)
  end)

  it("compares auto.lua's steps by number and step, whatever auto/best's verdict", function()
    local function step_row(auto_us, verdict)
      return {shape = 3, step = "fp32 D128 8/4 bs64 shuf 2x455", mb = 3.7, layers = 64, best = "split_kv(splits=16)",
        best_us = 10.0, auto = "gqa(splits=1)", auto_us = auto_us, auto_vs_best = auto_us / 10, verdict = verdict,
        rel_spread = 0.001, wrong = ""}
    end
    local r = compare.records(record({step_row(55, "OVER")}, {scenario = "auto"}),
      record({step_row(10.2, "ok")}, {scenario = "auto"}))
    assert.are.same({"best_us", "auto_us"}, r.metrics)
    assert.are.same({}, r.only_base)
    local line = line_of(r, "fp32 D128 8/4 bs64 shuf 2x455", "auto_us")
    assert.are.same({55, 10.2, "faster"}, {line.base_us, line.new_us, line.verdict})
  end)

  it("holds each time to its own spread where the record has one", function()
    local function peak_row(best, iso)
      return {config = "1x512", best_us = best, auto_us = best, iso_us = iso, rel_spread = 0.001,
        iso_rel_spread = 0.1}
    end
    local r = compare.records(record({peak_row(10, 20)}, {scenario = "peak"}),
      record({peak_row(9.5, 19)}, {scenario = "peak"}))
    assert.are.equal("faster", line_of(r, "1x512", "best_us").verdict)
    assert.are.equal("same", line_of(r, "1x512", "iso_us").verdict)   -- 5 % within its 10 %
    H.assert_near(0.1, line_of(r, "1x512", "iso_us").noise, 1e-12)
  end)

  it("does not name a row by a fraction: an adjacency is measured", function()
    local r = compare.records(record {row{layout = "fragmented churn 8", kernel = "paged", adjacency = 0.85, us = 1}},
      record {row{layout = "fragmented churn 8", kernel = "paged", adjacency = 0.8, us = 1}})
    assert.are.equal(1, #r.lines)
    assert.are.equal("fragmented churn 8 paged", r.lines[1].label)
  end)

  it("matches rows whatever SM clock they ran at, and notes the rows timed under its peak", function()
    local r = compare.records(
      record {row{kernel = "paged", us = 1, sm_clock_mhz = 1980, sm_clock_start_mhz = 1980, sm_clock_end_mhz = 1980,
        slow_clock = false}},
      record {row{kernel = "paged", us = 1.3, sm_clock_mhz = 1410, sm_clock_start_mhz = 1980, sm_clock_end_mhz = 1410,
        slow_clock = true}})
    assert.are.equal(1, #r.lines)
    assert.are.equal("paged", r.lines[1].label)
    local notes = table.concat(r.notes, "\n")
    assert.is_truthy(notes:find("new has 1 row timed under 90 % of the SM clock's peak", 1, true), notes)
    assert.is_falsy(notes:find("base has", 1, true), notes)
  end)

  it("takes a peak.lua row's wrong launches as its correctness, and shows each time's own launch", function()
    local function peak_row(wrong, auto)
      return {config = "1x4096", best = "gqa(splits=10)", auto = auto, best_us = 6, auto_us = 6, iso_us = 14,
        rel_spread = 0.001, wrong = wrong}
    end
    local r = compare.records(record({peak_row("", "gqa(splits=10)")}, {scenario = "peak"}),
      record({peak_row("gqa auto", "paged(chunk=64)")}, {scenario = "peak"}))
    assert.is_true(r.failed)
    assert.are.equal(1, r.counts.wrong)                       -- a row, not each of its three times
    assert.are.equal("WRONG", line_of(r, "1x4096", "best_us").verdict)
    assert.are.equal("wrong: gqa auto", line_of(r, "1x4096", "best_us").why)
    assert.are.equal("gqa(splits=10) -> paged(chunk=64)", line_of(r, "1x4096", "auto_us").launch)
    assert.is_nil(line_of(r, "1x4096", "best_us").launch)
    local both = compare.records(record({peak_row("gqa", "x")}, {scenario = "peak"}),
      record({peak_row("gqa", "x")}, {scenario = "peak"}))
    assert.are.equal("wrong in both", both.lines[1].verdict)
    assert.is_false(both.failed)
  end)

  it("under max_slowdown, fails on a row that was timed and is gone or untimed", function()
    local base = record {row{kernel = "paged", us = 10}, row{kernel = "gqa", us = 10}}
    local gone = record {row{kernel = "gqa", us = 10}}
    assert.is_false(compare.records(base, gone).failed)
    local r = compare.records(base, gone, {max_slowdown = 5})
    assert.is_true(r.failed)
    assert.are.equal(1, r.counts.gone)
    assert.is_true(compare.records(base, record {}, {max_slowdown = 5}).failed)
    local untimed = record {row{kernel = "paged"}, row{kernel = "gqa", us = 10}}
    assert.are.equal("untimed", line_of(compare.records(base, untimed), "paged").verdict)
    local u = compare.records(base, untimed, {max_slowdown = 5})
    assert.are.equal("UNTIMED", line_of(u, "paged").verdict)
    assert.is_true(u.failed)
  end)

  it("notes what differs in the runs' setups", function()
    local r = compare.records(record({row{kernel = "paged", us = 1}}, {read_gbps = 4500}),
      record({row{kernel = "paged", us = 1}},
        {read_gbps = 4000, timing = {iters = 50, warmup = 10, l2 = "warm", graph = true},
         options = {quick = true, json = "elsewhere.json", markdown = "run.md"}, device = {name = "other",
         backend = "cuda"}}))
    local notes = table.concat(r.notes, "\n")
    assert.is_truthy(notes:find("device: GPU (cuda) in base, other (cuda) in new", 1, true), notes)
    assert.is_truthy(notes:find("read bandwidth: 4500.0 GB/s in base, 4000.0 in new", 1, true), notes)
    assert.is_truthy(notes:find("timing l2: cold in base, warm in new", 1, true), notes)
    assert.is_truthy(notes:find("option quick: false in base, true in new", 1, true), notes)
    -- where the records went is no difference
    assert.is_falsy(notes:find("json", 1, true) or notes:find("markdown", 1, true), notes)
  end)

  it("notes a run whose read moved past 10 % between its start and its end", function()
    local r = compare.records(record({row{kernel = "paged", us = 1}}, {read_gbps = 36.6, read_gbps_end = 63.0}),
      record({row{kernel = "paged", us = 1}}, {read_gbps = 36.6, read_gbps_end = 38.0}))
    assert.are.equal(1, #r.notes, table.concat(r.notes, "\n"))
    assert.is_truthy(r.notes[1]:find("base: read bandwidth moved during the run: 36.6 GB/s at the start, 63.0 at the "
      .. "end (+72 %)", 1, true), r.notes[1])
  end)

  it("tells apart rows of one name by their order, #2 and on", function()
    local rows = {row{config = "2x60", kernel = "gqa", us = 10}, row{config = "2x60", kernel = "gqa", us = 20}}
    local r = compare.records(record(rows), record(rows))
    assert.are.equal(2, #r.lines)
    assert.is_truthy(r.lines[2].label:find("#2", 1, true), r.lines[2].label)
    assert.are.equal("same", r.lines[2].verdict)
    local empty = compare.records(record{{}, {}}, record{{}, {}})
    assert.is_false(empty.failed)
  end)

  it("reads a record whose device is no table as a device it cannot name", function()
    for _, dev in ipairs{-1, true, "GPU"} do
      local r = compare.records(record({row{kernel = "paged", us = 1}}),
        record({row{kernel = "paged", us = 1}}, {device = dev}))
      local notes = table.concat(r.notes, "\n")
      assert.is_truthy(notes:find("device: GPU (cuda) in base, nil (nil) in new", 1, true), notes)
      assert.are.equal("same", line_of(r, "paged").verdict)
    end
  end)

  it("refuses records of two scenarios, and what is no record", function()
    H.assert_error(function() return compare.records(record {}, record({}, {scenario = "peak"})) end,
      "different scenarios (base: decode, new: peak)")
    H.assert_error(function() return compare.records({rows = {}}, record {}) end,
      "base is not a pabench record")
    H.assert_error(function() return compare.records(record {}, record {5}) end, "new: row 1 is not an object")
    H.assert_error(function() return compare.records(record {}, record {}, 5) end, "opts must be a table (got number)")
    H.assert_error(function() return compare.records(record {}, record {}, {threshold = "2"}) end,
      "opts.threshold must be a percentage, a number 0 or more (got string \"2\")")
    H.assert_error(function() return compare.records(record {}, record {}, {max_slowdown = -1}) end,
      "opts.max_slowdown must be a percentage")
    H.assert_error(function() return compare.records(record {}, record {}, {metrics = "us"}) end,
      "opts.metrics must be a list of field names")
    H.assert_error(function() return compare.records(record {row{us = 1}}, record {}, {metrics = {"gbps"}}) end,
      "metric 'gbps' is not a time")
    H.assert_error(function() return compare.print({}, record {}, record {}) end,
      "result must be what compare.records returned")
    H.assert_error(function() return compare.print(compare.records(record {}, record {})) end,
      "base and new must be the two records compared")
  end)
end)

describe("pabench compare", function()
  local dir
  before_each(function() dir = H.fresh_dir() end)
  after_each(function() H.remove_dir(dir) end)

  local function write(name, doc)
    local path = dir .. "/" .. name
    report.json(path, doc)
    return path
  end

  local function run(args)
    return H.pabench_run("compare " .. args)
  end

  local base_rows = {row{config = "2x60", kernel = "paged", us = 10}, row{config = "2x60", kernel = "gqa", us = 10}}

  it("prints each row's times, change and verdict, and a summary; exit 0", function()
    local a = write("a.json", record(base_rows))
    local b = write("b.json", record({row{config = "2x60", kernel = "paged", us = 8}, row{config = "2x60",
      kernel = "gqa", us = 10}}, {build = "0123456789ab-dirty"}))
    local r = run(q(a) .. " " .. q(b))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("2x60 paged%s+10%.00%s+8%.00%s+%-20%.0%%%s+0%.5%%%s+faster"), r.stdout)
    -- the build that measured a record, where it names one
    assert.is_truthy(r.stdout:find("\nnew:  " .. b:gsub("%p", "%%%0") .. " %([^\n]*; build 0123456789ab%-dirty%)\n"),
      r.stdout)
    assert.is_falsy(r.stdout:match("base: [^\n]*build"), r.stdout)
    assert.is_truthy(r.stdout:find("1 faster, 0 slower, 1 same", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("base: " .. a .. " (decode on GPU", 1, true), r.stdout)
  end)

  it("exits 1 on a row that lost its correctness, and on --max-slowdown", function()
    local a = write("a.json", record(base_rows))
    local wrong = write("w.json", record {row{config = "2x60", kernel = "paged", correct = "NO"},
      row{config = "2x60", kernel = "gqa", us = 10}})
    local r = run(q(a) .. " " .. q(wrong))
    assert.are.equal(1, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("WRONG: 1 row correct in base, not in new", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("2x60 paged .* WRONG .* NO"), r.stdout)
    local slow = write("s.json", record {row{config = "2x60", kernel = "paged", us = 12}, row{config = "2x60",
      kernel = "gqa", us = 10}})
    assert.are.equal(0, run(q(a) .. " " .. q(slow)).code)
    assert.are.equal(1, run(q(a) .. " " .. q(slow) .. " --max-slowdown 10").code)
    assert.are.equal(0, run(q(a) .. " " .. q(slow) .. " --max-slowdown 25").code)
  end)

  it("--markdown writes what it printed, the table cell for cell, under its command line", function()
    local a = write("a.json", record(base_rows))
    local b = write("b.json", record {row{config = "2x60", kernel = "paged", us = 8}, row{config = "2x60",
      kernel = "gqa", us = 10}})
    local md = dir .. "/c.md"
    local r = run(q(a) .. " " .. q(b) .. " --markdown " .. q(md))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    local doc = H.slurp(md)
    assert.are.equal("# pabench compare\n\n`pabench compare " .. a .. " " .. b .. " --markdown " .. md .. "` (",
      doc:sub(1, #a + #b + #md + 52), doc)
    assert.is_truthy(doc:find(" UTC, pabench " .. H.pa.version .. ", build " .. H.pa.build .. ")\n", 1, true), doc)
    local printed, written = H.tables_in(r.stdout), H.markdown_tables(doc)
    assert.are.equal(1, #printed, r.stdout)
    assert.are.same(printed, written, doc)
    assert.is_truthy(doc:find("\n1 faster, 0 slower, 1 same  \n", 1, true), doc)
    assert.is_truthy(r.stdout:find("\nmarkdown: " .. md .. "\n$"), r.stdout)
    -- a path that cannot take the file is refused before anything is read
    r = run(q(a) .. " " .. q(b) .. " --markdown " .. q(dir))
    assert.are.equal(2, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stderr:find("--markdown " .. dir .. ": is a directory", 1, true), r.stderr)
    assert.are.equal("", r.stdout)
  end)

  it("--changed shows only the times that changed, and still counts every one", function()
    local a = write("a.json", record(base_rows))
    local b = write("b.json", record {row{config = "2x60", kernel = "paged", us = 8}, row{config = "2x60",
      kernel = "gqa", us = 10}})
    local r = run(q(a) .. " " .. q(b) .. " --changed")
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    local t = H.tables_in(r.stdout)
    assert.are.equal(1, #t, r.stdout)
    assert.are.equal(1, #t[1].rows, r.stdout)
    assert.are.equal("2x60 paged", t[1].rows[1][1])
    assert.is_truthy(r.stdout:find("\n\n(1 time the same, not shown: --changed)\n", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("\n1 faster, 0 slower, 1 same\n", 1, true), r.stdout)
    r = run(q(a) .. " " .. q(a) .. " --changed --threshold 3")
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.are.equal(0, #H.tables_in(r.stdout), r.stdout)
    assert.is_truthy(r.stdout:find("\nno time changed past the noise and the 3 % threshold\n" ..
      "(2 times the same, not shown: --changed)\n", 1, true), r.stdout)
    r = run(q(a) .. " " .. q(b) .. " --changed=yes")
    assert.are.equal(2, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stderr:find("--changed is a flag and takes no value (got '--changed=yes')", 1, true), r.stderr)
  end)

  it("reads gzipped records", function()
    local a = write("a.json", record(base_rows))
    local b = write("b.json", record(base_rows))
    assert.is_true(os.execute("gzip " .. q(b)))
    local r = run(q(a) .. " " .. q(b .. ".gz"))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("0 faster, 0 slower, 2 same", 1, true), r.stdout)
  end)

  it("matches the rows of two real runs of a scenario", function()
    local a, b = dir .. "/s1.json", dir .. "/s2.json"
    assert.are.equal(0, H.pabench_run("scenarios/smoke.lua --quick --json " .. q(a)).code)
    assert.are.equal(0, H.pabench_run("scenarios/smoke.lua --quick --json " .. q(b)).code)
    local r = run(q(a) .. " " .. q(b))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    for _, k in ipairs{"naive", "gather", "paged_scalar", "paged", "split_kv", "gqa", "auto"} do
      assert.is_truthy(r.stdout:find("\n" .. k .. " ", 1, true), k .. " in:\n" .. r.stdout)
    end
    assert.is_falsy(r.stdout:find("only in", 1, true), r.stdout)
  end)

  it("refuses bad use with status 2 and says why", function()
    local a = write("a.json", record(base_rows))
    local peak = write("p.json", record({}, {scenario = "peak"}))
    local bad = dir .. "/bad.json"
    H.write_file(bad, "{not json")
    local other = dir .. "/other.json"
    H.write_file(other, '{"a": 1}')
    H.write_file(dir .. "/rows_null.json", '{"scenario": "decode", "rows": [null, {"kernel": "paged", "us": 1}]}')
    H.write_file(dir .. "/rows_object.json", '{"scenario": "decode", "rows": {"a": {"kernel": "paged", "us": 1}}}')
    -- a record cut short: gzip fails, and only its message is shown, not the text it got
    local big = write("big.json", record(base_rows, {padding = string.rep("x", 100000)}))
    assert.is_true(os.execute(string.format("gzip -c %s > %s.gz && head -c $(( $(stat -c %%s %s.gz) / 2 )) %s.gz > %s",
      q(big), q(big), q(big), q(big), q(dir .. "/cut.json.gz"))))
    local cases = {
      {q(a), "expects two records, BASE.json and NEW.json (got 1)"},
      {q(a) .. " " .. q(a) .. " --bogus", "unknown option '--bogus'"},
      {q(a) .. " " .. q(a) .. " --threshold", "--threshold needs a value"},
      {q(a) .. " " .. q(a) .. " --threshold -1", "--threshold expects a percentage, a number 0 or more (got '-1')"},
      {q(a) .. " " .. q(a) .. " --max-slowdown nan", "--max-slowdown expects a percentage"},
      {q(a) .. " " .. q(a) .. " --metrics us,,median_us", "without empty items"},
      {q(a) .. " " .. q(a) .. " --metrics wall_us", "metric 'wall_us': no row of " .. a .. " has a number there"},
      {q(a) .. " " .. q(a) .. " --metrics gbps", "metric 'gbps' is not a time: a field us or NAME_us"},
      {q(a) .. " " .. q(a) .. " --metrics us,us", "metric 'us' is named twice"},
      {q(a) .. " " .. q(a) .. " --threshold 0x10", "--threshold expects a percentage, a number 0 or more (got '0x10')"},
      {q(a) .. " -", "reads two record files, not standard input ('-')"},
      {q(a) .. " " .. q(dir .. "/rows_null.json"), "row 1 is not an object"},
      {q(a) .. " " .. q(dir .. "/rows_object.json"), "'rows' is not an array"},
      {q(a) .. " " .. q(dir .. "/cut.json.gz"), "cannot read " .. dir .. "/cut.json.gz: gzip: "},
      {q(a) .. " " .. q(dir .. "/missing.json"), "cannot read " .. dir .. "/missing.json"},
      {q(a) .. " " .. q(dir), "cannot read " .. dir},
      {q(a) .. " " .. q(bad), bad .. " is not valid JSON"},
      {q(a) .. " " .. q(other), other .. " is not a pabench record"},
      {q(a) .. " " .. q(dir .. "/missing.json.gz"), "cannot read " .. dir .. "/missing.json.gz"},
      {q(a) .. " " .. q(peak), "different scenarios (base: decode, new: peak)"},
    }
    for _, c in ipairs(cases) do
      local r = run(c[1])
      assert.are.equal(2, r.code, c[1] .. ": " .. r.stdout .. r.stderr)
      assert.is_truthy(r.stderr:find("pabench compare: ", 1, true), r.stderr)
      assert.is_truthy(r.stderr:find(c[2], 1, true), c[2] .. " in: " .. r.stderr)
      assert.are.equal("", r.stdout, c[1])
      assert.is_true(#r.stderr < 2000, "a long message: " .. #r.stderr .. " bytes")
    end
  end)

  it("help() documents the module and compare.records", function()
    local r = H.pabench_run("-e " .. q("help(require('pa.compare')) help(require('pa.compare').records)"))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("usage: pabench compare BASE.json NEW.json", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("compare.records(base, new, {threshold=2", 1, true), r.stdout)
  end)

  it("compare.print shows a comparison made in Lua, as the command does", function()
    local code = table.concat({
      "local c = require('pa.compare')",
      "local a = {scenario = 'decode', rows = {{kernel = 'paged', us = 10, correct = 'yes'}}}",
      "local b = {scenario = 'decode', rows = {{kernel = 'paged', us = 5, correct = 'yes'}}}",
      "c.print(c.records(a, b), a, b)",
    }, "\n")
    local r = H.pabench_run("-e " .. q(code))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("base: base (decode on ?, read ? GB/s", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("paged%s+10%.00%s+5%.00%s+%-50%.0%%"), r.stdout)
    assert.is_truthy(r.stdout:find("1 faster, 0 slower, 0 same", 1, true), r.stdout)
  end)

  it("takes --name=value, and -- before a file named like an option", function()
    local a = write("a.json", record(base_rows))
    local dash = write("-b.json", record {row{config = "2x60", kernel = "paged", us = 10.3}, row{config = "2x60",
      kernel = "gqa", us = 10}})
    local pabench = H.pabench:sub(1, 1) == "/" and H.pabench or (os.getenv("PWD") .. "/" .. H.pabench)
    local r = H.run(string.format("cd %s && env PABENCH_BACKEND=cpu %s compare --threshold=5 a.json -- -b.json",
      q(dir), q(pabench)))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("0 faster, 0 slower, 2 same", 1, true), r.stdout)
    assert.is_truthy(dash)
    -- a refused one names the shape the message asks for
    r = run(q(a) .. " " .. q(a) .. " --max-slowdown=x")
    assert.are.equal(2, r.code)
    assert.is_truthy(r.stderr:find("--max-slowdown expects a percentage", 1, true), r.stderr)
  end)

  it("says when a record's samples are too few for its noise to mean much, and where the noise is unknown", function()
    local few = {iters = 3, warmup = 1, l2 = "warm"}
    local a = write("a.json", record({row{kernel = "paged", us = 10, rel_spread = false}}, {timing = few}))
    local b = write("b.json", record({row{kernel = "paged", us = 9, rel_spread = false}}, {timing = few}))
    local r = run(q(a) .. " " .. q(b))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("note: base has 3 samples a row", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("paged%s+10%.00%s+9%.00%s+%-10%.0%%%s+%?%s+faster"), r.stdout)
  end)

  it("--help prints the usage; exit 0", function()
    local r = run("--help")
    assert.are.equal(0, r.code)
    assert.is_truthy(r.stdout:find("usage: pabench compare BASE.json NEW.json", 1, true), r.stdout)
  end)
end)
