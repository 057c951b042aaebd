-- The scenarios as a user runs them: each through the pabench command line
-- with --quick on the CPU backend, writing CSV, JSON and a chart in the same
-- run (one run per scenario keeps the file fast), then its output read back.
--
--   PABENCH_BUILD=build-cpu lua5.4 $(command -v busted) spec/scenarios_spec.lua
local H = require "spec.helper"
local BUILD = os.getenv("PABENCH_BUILD") or "build"
local PABENCH = BUILD .. "/pabench"

local SCENARIOS = {
  -- name, the keys its rows carry besides the shared ones
  {name = "smoke", keys = {}},
  {name = "decode", keys = {"config"}},
  {name = "seed_bench", keys = {"batch", "seq_len", "implementation"}},
  {name = "long_context", keys = {"batch", "ctx"}},
  {name = "readbench", keys = {"history", "mean_us"}},
  {name = "fragmentation", keys = {"layout", "adjacency"}},
  {name = "gqa", keys = {"group", "heads"}},
  {name = "heterogeneous", keys = {"mix", "max_len"}},
  {name = "chunk_size", keys = {"sweep", "chunk", "splits"}},
  {name = "prefix", keys = {"prefix", "tables", "unique_mb", "unique_gbps"}},
  {name = "page_size", keys = {"config", "block", "entries", "vs_base"}},
}
local SHARED_KEYS = {"kernel", "max_err", "correct", "us", "median_us", "gbps", "pct_peak"}
local TABLE_TITLES = {"max_err", "correct", "best us", "median us", "GB/s", "% peak"}

local function quote(s)
  return "'" .. tostring(s):gsub("'", "'\\''") .. "'"
end

local function slurp(path)
  local f = io.open(path, "rb")
  if not f then return nil end
  local s = f:read("a")
  f:close()
  return s
end

local temps = {}
local function temp(suffix)
  local p = os.tmpname()
  os.remove(p)
  p = p .. (suffix or "")
  temps[#temps + 1] = p
  return p
end

-- pabench on the CPU backend; args are already shell-quoted, env is VAR=value ...
local function pabench(args, env)
  local out, err = temp(), temp()
  local ok, how, code = os.execute(string.format("env PABENCH_BACKEND=cpu %s %s %s </dev/null >%s 2>%s",
    env or "", quote(PABENCH), args, quote(out), quote(err)))
  return {ok = ok, how = how, code = code, stdout = slurp(out) or "", stderr = slurp(err) or ""}
end

local function explain(r)
  return string.format("exit %s %s\n--- stdout:\n%s\n--- stderr:\n%s", tostring(r.how), tostring(r.code),
    r.stdout:sub(-3000), r.stderr:sub(-3000))
end

-- a usage mistake: exit 2, each of `...` in the message, nothing on stdout
local function usage_error(args, ...)
  local r = pabench(args)
  assert.are.equal(2, r.code, explain(r))
  for _, want in ipairs{...} do
    assert.is_truthy(r.stderr:find(want, 1, true), "no '" .. want .. "' in\n" .. explain(r))
  end
  assert.are.equal("", r.stdout)
  return r
end

local function lines(text)
  local t = {}
  for l in (text .. "\n"):gmatch("(.-)\n") do t[#t + 1] = l end
  return t
end

local tables_in, markdown_tables = H.tables_in, H.markdown_tables

local function column(t, title)
  for j, c in ipairs(t.titles) do if c == title then return j end end
end

local function csv_fields(line)
  local f, pos = {}, 1
  while pos <= #line + 1 do
    if line:sub(pos, pos) == '"' then
      local value, i = {}, pos + 1
      while true do
        local q = line:find('"', i, true)
        assert(q, "unterminated quote in CSV line: " .. line)
        value[#value + 1] = line:sub(i, q - 1)
        if line:sub(q + 1, q + 1) == '"' then
          value[#value + 1] = '"'
          i = q + 2
        else
          pos = q + 2
          break
        end
      end
      f[#f + 1] = table.concat(value)
    else
      local comma = line:find(",", pos, true) or (#line + 1)
      f[#f + 1] = line:sub(pos, comma - 1)
      pos = comma + 1
    end
  end
  return f
end

local function read_csv(path)
  local text = slurp(path)
  assert(text, "no CSV at " .. path)
  local ls = lines(text)
  if ls[#ls] == "" then ls[#ls] = nil end
  local header = csv_fields(ls[1])
  local rows = {}
  for i = 2, #ls do
    local f = csv_fields(ls[i])
    assert.are.equal(#header, #f, "CSV line " .. i .. " has " .. #f .. " fields: " .. ls[i])
    local r = {}
    for j, k in ipairs(header) do r[k] = f[j] end
    rows[#rows + 1] = r
  end
  return header, rows
end

-- the options a script declares: {"name", "kind", ...} entries of its parse call
local function declared_options(script)
  local src = assert(slurp(script), "cannot read " .. script)
  local names = {}
  for name, kind in src:gmatch('{"([%w_]+)", "(%a+)"') do
    if kind == "int" or kind == "list" or kind == "string" or kind == "flag" or kind == "bool"
      or kind == "number" then
      names[#names + 1] = name
    end
  end
  return names
end

local cjson_ok, cjson = pcall(require, "cjson")

-- a --json record read back
local function json_doc(path)
  assert.is_true(cjson_ok, "lua-cjson is needed to read the JSON back (apt-get install lua-cjson)")
  local text = slurp(path)
  assert.is_truthy(text, "no JSON written at " .. path)
  return cjson.decode(text)
end

local function has_gnuplot()
  return os.execute("command -v gnuplot >/dev/null 2>&1") == true
end

describe("scenarios", function()
  teardown(function()
    for _, p in ipairs(temps) do os.remove(p) end
  end)

  it("finds pabench at " .. PABENCH, function()
    assert.is_truthy(io.open(PABENCH, "rb"), "build pabench first (PABENCH_BUILD selects the build directory)")
  end)

  for _, sc in ipairs(SCENARIOS) do
    local script = "scenarios/" .. sc.name .. ".lua"
    describe(sc.name, function()
      local run, csv, json, png, md
      -- one --quick run per scenario, shared by the checks below
      local function result()
        if not run then
          csv, json, png, md = temp(".csv"), temp(".json"), temp(".png"), temp(".md")
          run = pabench(string.format("%s --quick --quiet --csv %s --json %s --plot %s --markdown %s", quote(script),
            quote(csv), quote(json), quote(png), quote(md)))
        end
        return run
      end

      it("runs with --quick and exits 0", function()
        local r = result()
        assert.are.equal("exit", r.how, explain(r))
        assert.are.equal(0, r.code, explain(r))
      end)

      it("prints the device header and the method line", function()
        local out = result().stdout
        assert.is_truthy(out:match("^device: [^\n]+%(cpu backend"), explain(run))
        assert.is_truthy(out:find("\nread bandwidth: [%d.]+ GB/s measured by pabench"), explain(run))
        assert.is_truthy(out:find("\nmethod: %d+ warm%-up, %d+ samples per row, %a+ L2"), explain(run))
      end)

      it("prints tables whose every timed row is correct, with the measured columns", function()
        local r = result()
        local checked = 0
        for _, t in ipairs(tables_in(r.stdout)) do
          local c = column(t, "correct")
          if c then
            for _, title in ipairs(TABLE_TITLES) do
              assert.is_truthy(column(t, title), "table lacks a '" .. title .. "' column\n" .. explain(r))
            end
            local us = column(t, "best us")
            for _, row in ipairs(t.rows) do
              assert.are.equal("yes", row[c], "a row is not correct: " .. table.concat(row, " | "))
              assert.is_truthy(tonumber(row[us]), "a correct row without a time: " .. table.concat(row, " | "))
              checked = checked + 1
            end
          end
        end
        assert.is_true(checked > 0, "no table with a 'correct' column\n" .. explain(r))
      end)

      it("--csv writes a parseable file with the expected columns", function()
        assert.are.equal(0, result().code, explain(run))
        local header, rows = read_csv(csv)
        local have = {}
        for _, k in ipairs(header) do have[k] = true end
        for _, k in ipairs(SHARED_KEYS) do assert.is_true(have[k] == true, "CSV lacks column " .. k) end
        for _, k in ipairs(sc.keys) do assert.is_true(have[k] == true, "CSV lacks column " .. k) end
        assert.is_true(#rows > 0, "CSV has no rows")
        for _, row in ipairs(rows) do
          assert.are.equal("yes", row.correct)
          assert.is_truthy(tonumber(row.us), "us is not a number: " .. tostring(row.us))
          assert.is_truthy(tonumber(row.gbps), "gbps is not a number: " .. tostring(row.gbps))
        end
      end)

      it("--json writes valid JSON with the rows and how they were measured", function()
        assert.are.equal(0, result().code, explain(run))
        local doc = json_doc(json)
        assert.are.equal(sc.name, doc.scenario)
        assert.are.equal(H.pa.build, doc.build) -- which build measured it
        assert.are.equal(H.pa.version, doc.version)
        assert.are.equal("cpu", doc.device.backend)
        assert.is_number(doc.read_gbps)
        assert.is_number(doc.read_gbps_end) -- the CPU's read, taken again at the end
        assert.is_number(doc.timing.iters)
        assert.is_true(#doc.rows > 0)
        for _, row in ipairs(doc.rows) do
          assert.are.equal("yes", row.correct)
          assert.is_number(row.us)
          assert.is_number(row.pct_peak)
        end
      end)

      it("--markdown writes what it printed, every table cell for cell, under its command line", function()
        assert.are.equal(0, result().code, explain(run))
        local doc = slurp(md)
        assert.is_truthy(doc, "no Markdown at " .. md)
        local head = "# pabench: " .. sc.name .. "\n\n`pabench " .. script .. " --quick --quiet --csv "
        assert.are.equal(head, doc:sub(1, #head))
        assert.is_truthy(doc:find("` %(%d%d%d%d%-%d%d%-%d%d %d%d:%d%d UTC, pabench " .. H.pa.version:gsub("%p", "%%%0")
          .. ", build " .. H.pa.build:gsub("%p", "%%%0") .. "%)\n"), doc)
        assert.is_truthy(doc:find("\ndevice: [^\n]+%(cpu backend[^\n]+  \n"), doc)
        assert.is_truthy(doc:find("\nmethod: %d+ warm%-up"), doc)
        local printed, written = tables_in(run.stdout), markdown_tables(doc)
        assert.is_true(#printed > 0)
        assert.are.equal(#printed, #written, doc)
        for i, t in ipairs(printed) do
          assert.are.same(t.titles, written[i].titles)
          assert.are.same(t.rows, written[i].rows)
        end
        assert.is_truthy(run.stdout:find("\nmarkdown: " .. md, 1, true), explain(run))
        assert.is_falsy(doc:find("markdown: " .. md, 1, true), "the file names itself")
      end)

      it("--plot writes a non-empty PNG", function()
        assert.is_true(has_gnuplot(), "gnuplot is needed for --plot (apt-get install gnuplot-nox; make deps)")
        assert.are.equal(0, result().code, explain(run))
        local img = slurp(png)
        assert.is_truthy(img, "no image at " .. png)
        assert.is_true(#img > 1000, "image too small: " .. #img .. " bytes")
        assert.are.equal("\137PNG\r\n\26\n", img:sub(1, 8))
        assert.is_truthy(result().stdout:find("plot: " .. png, 1, true))
      end)

      it("--help lists the script's options and exits 0", function()
        local r = pabench(quote(script) .. " --help")
        assert.are.equal(0, r.code, explain(r))
        assert.is_truthy(r.stdout:find("usage: pabench", 1, true), explain(r))
        local names = declared_options(script)
        assert.is_true(#names > 0)
        for _, name in ipairs(names) do
          assert.is_truthy(r.stdout:find("--" .. name, 1, true), "--help does not list --" .. name .. "\n" .. r.stdout)
        end
        for _, common in ipairs{"--quick", "--csv", "--json", "--markdown", "--plot", "--iters"} do
          assert.is_truthy(r.stdout:find(common, 1, true), "--help does not list " .. common)
        end
      end)

      it("a bad option or value exits 2 and says why", function()
        local r = pabench(quote(script) .. " --no-such-option 1")
        assert.are.equal(2, r.code, explain(r))
        assert.is_truthy(r.stderr:find("--no-such-option", 1, true), explain(r))
        r = pabench(quote(script) .. " --iters many")
        assert.are.equal(2, r.code, explain(r))
        assert.is_truthy(r.stderr:find("--iters", 1, true), explain(r))
        assert.are.equal("", r.stdout)
        for _, bad in ipairs{"--iters 0", "--warmup -1"} do
          r = pabench(quote(script) .. " " .. bad)
          assert.are.equal(2, r.code, explain(r))
          assert.is_truthy(r.stderr:find(bad:match("^%S+") .. " expects an integer in", 1, true), explain(r))
          assert.are.equal("", r.stdout)
        end
      end)

      it("refuses more samples than kernel:time takes, and a value given to a flag, with exit 2", function()
        local cases = {
          {"--quick --iters 1000001", "--iters expects an integer in 1..1000000 (got '1000001')"},
          {"--quick --warmup 1000001", "--warmup expects an integer in 0..1000000 (got '1000001')"},
          {"--quick=false", "--quick is a flag and takes no value (got '--quick=false')"},
          {"--quick --quiet=yes", "--quiet is a flag and takes no value"},
        }
        for _, case in ipairs(cases) do usage_error(quote(script) .. " " .. case[1], case[2]) end
      end)
    end)
  end

  describe("long_context", function()
    it("prints the crossover line for each batch size, computed from its rows", function()
      local r = pabench("scenarios/long_context.lua --quick --quiet --batch 1,2 --ctx 256,512 --kernels paged,split_kv")
      assert.are.equal(0, r.code, explain(r))
      for _, b in ipairs{1, 2} do
        local line = r.stdout:match("\n(crossover at batch " .. b .. ": [^\n]+)")
        assert.is_truthy(line, "no crossover line for batch " .. b .. "\n" .. explain(r))
        assert.is_truthy(line:match("from KV length %d+") or line:match("none in 256%.%.512"), line)
      end
    end)

    it("states no crossover against paged where paged was not timed, in the text or the JSON", function()
      for _, kernels in ipairs{"split_kv --splits 4", "gqa"} do
        local json = temp(".json")
        local r = pabench("scenarios/long_context.lua --quick --quiet --batch 1,2 --ctx 64,128 --kernels " .. kernels
          .. " --json " .. quote(json))
        assert.are.equal(0, r.code, explain(r))
        assert.is_truthy(r.stdout:find("crossover: not stated, it needs paged among --kernels", 1, true), explain(r))
        assert.is_falsy(r.stdout:find("stays ahead", 1, true), explain(r))
        assert.is_falsy(r.stdout:find("crossover at batch", 1, true), explain(r))
        assert.is_falsy(r.stdout:find("against paged", 1, true), explain(r))
        local doc = json_doc(json)
        assert.are.equal(0, #doc.crossovers, explain(r))
        assert.are.equal(2, #doc.no_crossover)
        for i, b in ipairs{1, 2} do
          assert.are.equal(b, math.tointeger(doc.no_crossover[i].batch))
          assert.is_truthy(doc.no_crossover[i].why:find("paged", 1, true))
        end
      end
    end)
  end)

  describe("the shape options", function()
    it("refuse a head_dim, block_size or head count pa.cache would, with exit 2 and the allowed values", function()
      for _, case in ipairs {
        {"--head_dim 96", "--head_dim: unknown value '96' (one of: 64, 128, 256)"},
        {"--block_size 3", "--block_size: unknown value '3' (one of: 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024)"},
        {"--kv_heads 2000", "--kv_heads expects an integer in 1..1024 (got '2000')"},
        {"--heads 0", "--heads expects an integer in 1..65536 (got '0')"},
      } do
        usage_error("scenarios/decode.lua --quick " .. case[1], case[2])
      end
    end)
  end)

  describe("long_context --splits", function()
    it("takes auto or a split count pa.kernel takes, refusing others with exit 2 before measuring", function()
      for _, bad in ipairs{"300", "0", "many"} do
        usage_error("scenarios/long_context.lua --quick --splits " .. bad, "--splits expects auto or an integer")
      end
      usage_error("scenarios/long_context.lua --quick --splits 300", "in 1..256 (got '300')")
      local r = pabench("scenarios/long_context.lua --quick --quiet --batch 1 --ctx 256 --kernels split_kv --splits 2")
      assert.are.equal(0, r.code, explain(r))
      assert.is_truthy(r.stdout:find("splits 2", 1, true), explain(r))
    end)
  end)

  describe("decode --configs", function()
    it("refuses a batch or context past pa.batch's bounds with exit 2, naming the option and the ranges", function()
      for _, bad in ipairs{"99999999999999999999x5", "2x99999999999999999999", "2x3000000000", "2x1073741825", "2000000x4", "0x5",
                           "2x60,4x"} do
        usage_error("scenarios/decode.lua --quick --configs " .. bad, "--configs: '",
          "BATCHxCONTEXT with a batch in 1..1048576 and a context in 1..1073741824")
      end
    end)
  end)

  describe("smoke --ctx", function()
    it("keeps the lengths given under --quick", function()
      local r = pabench("scenarios/smoke.lua --quick --quiet --ctx 33,65")
      assert.are.equal(0, r.code, explain(r))
      assert.is_truthy(r.stdout:find("pa.batch(2 sequences, max context 65,", 1, true), explain(r))
    end)
  end)

  describe("--layers", function()
    it("times every row of any scenario as that many layers, says so, and keeps the count in the CSV", function()
      local csv = temp(".csv")
      local r = pabench("scenarios/decode.lua --quick --quiet --kernels paged,gqa --layers 2 --csv " .. quote(csv))
      assert.are.equal(0, r.code, explain(r))
      assert.is_truthy(r.stdout:find("each row as 2 layers of a step, per layer (one block table)", 1, true),
        explain(r))
      local _, rows = read_csv(csv)
      assert.is_true(#rows > 0)
      for _, row in ipairs(rows) do
        assert.are.equal("yes", row.correct)
        assert.are.equal("2", row.layers)
      end
    end)

    it("gives each layer a block table of its own with --tables own, and says so", function()
      local r = pabench("scenarios/decode.lua --quick --quiet --kernels gqa --layers 2 --tables own")
      assert.are.equal(0, r.code, explain(r))
      assert.is_truthy(r.stdout:find("each row as 2 layers of a step, per layer (a block table each)", 1, true),
        explain(r))
    end)

    it("rejects --tables other than shared or own with exit 2, listing both", function()
      local r = pabench("scenarios/decode.lua --quick --tables some")
      assert.are.equal(2, r.code, explain(r))
      assert.is_truthy(r.stderr:find("shared", 1, true) and r.stderr:find("own", 1, true), explain(r))
    end)

    it("rejects a negative count with exit 2", function()
      local r = pabench("scenarios/decode.lua --quick --layers -2")
      assert.are.equal(2, r.code, explain(r))
      assert.is_truthy(r.stderr:find("layers", 1, true), explain(r))
    end)

    it("rejects a count past 64 with exit 2 before measuring, as the help says", function()
      for _, script in ipairs{"scenarios/decode.lua", "scenarios/peak.lua"} do
        local r = pabench(script .. " --quick --layers 65")
        assert.are.equal(2, r.code, explain(r))
        assert.is_truthy(r.stderr:find("--layers expects an integer in 0..64 (got '65')", 1, true), explain(r))
        assert.are.equal("", r.stdout)
      end
    end)
  end)

  describe("peak", function()
    local base = "scenarios/peak.lua --quick --quiet --suite seed000 --splits 1,2"

    it("names a launch that raised in its row and says why under the table, and exits 1", function()
      -- split_kv made to raise: every launch of it is one that failed
      local raise = [[local real = pa.kernel
pa.kernel = function(name, o)
  local k = real(name, o)
  if name ~= "split_kv" then return k end
  return setmetatable({name = name, plan = function(_, b) return k:plan(b) end,
    run = function() error("split_kv refused on purpose", 0) end}, {__close = function() end})
end]]
      local md = temp(".md")
      local r = pabench("-e " .. quote(raise) .. " " .. base .. " --layers 1 --markdown " .. quote(md))
      assert.are.equal(1, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      -- a run that found a launch failing still leaves its record, the reason under the table
      local doc = slurp(md) or ""
      assert.are.same(t, markdown_tables(doc)[1], doc)
      assert.is_truthy(doc:find("): split_kv refused on purpose  \n", 1, true), doc)
      assert.is_truthy(t, explain(r))
      local no = column(t, "NO (not timed)")
      assert.are.equal(1, #t.rows, explain(r))
      assert.is_truthy(t.rows[1][no]:find("split_kv/2", 1, true), explain(r))
      local line = r.stdout:match("\n(ERROR %([^\n]+)")
      assert.is_truthy(line, explain(r))
      assert.is_truthy(line:find("split_kv/1", 1, true) and line:find("): split_kv refused on purpose", 1, true), line)
    end)

    it("times each row as --layers layers and shows the best launch alone beside it", function()
      local csv, json = temp(".csv"), temp(".json")
      local r = pabench(base .. " --layers 3 --csv " .. quote(csv) .. " --json " .. quote(json))
      assert.are.equal(0, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      assert.is_truthy(t, explain(r))
      for _, title in ipairs{"layers", "best us", "iso us", "auto chose", "auto/best", "noise"} do
        assert.is_truthy(column(t, title), "no column '" .. title .. "'\n" .. explain(r))
      end
      assert.are.equal(1, #t.rows)
      assert.are.equal("3", t.rows[1][column(t, "layers")])
      assert.is_true(tonumber(t.rows[1][column(t, "iso us")]) > 0)
      local _, rows = read_csv(csv)
      assert.are.equal("3", rows[1].layers)
      assert.is_true(tonumber(rows[1].best_us) > 0 and tonumber(rows[1].auto_vs_best) >= 1)
      -- the spread columns every scenario's CSV has hold the best launch's, not nothing
      assert.is_true(tonumber(rows[1].mean_us) >= tonumber(rows[1].best_us), "mean_us: " .. rows[1].mean_us)
      assert.is_true(tonumber(rows[1].p90_us) >= tonumber(rows[1].best_us), "p90_us: " .. rows[1].p90_us)
      assert.is_true(tonumber(rows[1].stdev_us) >= 0, "stdev_us: " .. rows[1].stdev_us)
      -- auto's time is its launch's best under any name the sweep timed it as
      local doc = json_doc(json)
      local row, least, names = doc.rows[1], math.huge, 0
      for _, d in ipairs(doc.detail) do
        if d.launch == row.auto and d.us then least, names = math.min(least, d.us), names + 1 end
      end
      assert.is_true(names >= 2, "auto's launch was timed under one name only")
      assert.are.equal(least, row.auto_us)
      -- the lone launches' own spread, which `pabench compare` holds iso us to
      assert.is_true(type(row.iso_rel_spread) == "number" and row.iso_rel_spread >= 0)
      assert.is_true(type(row.auto_rel_spread) == "number" and row.auto_rel_spread >= 0)
      -- the verdicts under the table, and in the JSON as printed: no CPU row this small has a
      -- target; auto's distance from the best is its row's auto/best
      assert.is_truthy(r.stdout:find("\ntargets: no row here has one\n", 1, true), explain(r))
      -- on a busy CPU auto's launch may time past the 5 % line in the sweep: both are then timed
      -- again side by side, and the verdict reads that, and says so on a line of its own
      local ratio = row.auto_vs_best_again or row.auto_vs_best
      local auto_line = ratio <= 1.05
        and string.format("auto: within %.1f %% of the best on every row (target 5 %%; the farthest: %s)",
          100 * math.max(ratio - 1, 0), row.config)
        or string.format("auto: %.1f %% from the best at %s, past the 5 %% target", 100 * (ratio - 1), row.config)
      assert.is_truthy(r.stdout:find(auto_line, 1, true), auto_line .. "\n" .. explain(r))
      local verdicts = {"targets: no row here has one", auto_line}
      if row.auto_vs_best_again then
        assert.is_true(row.auto_vs_best > 1.05, "timed again side by side though the sweep put auto within")
        verdicts[3] = string.format("  auto/best past 1.05 in the sweep, then both launches timed again side by "
          .. "side: %s (%.3f in the sweep, %.3f side by side)", row.config, row.auto_vs_best, row.auto_vs_best_again)
      end
      assert.are.same(verdicts, doc.verdicts)
    end)

    it("--plot draws each config's share of the read, the best launch's and auto's", function()
      assert.is_true(has_gnuplot(), "gnuplot is needed for --plot (apt-get install gnuplot-nox; make deps)")
      local png, json = temp(".png"), temp(".json")
      local r = pabench(base .. " --plot " .. quote(png) .. " --json " .. quote(json))
      assert.are.equal(0, r.code, explain(r))
      local img = slurp(png)
      assert.is_truthy(img, "no image at " .. png .. "\n" .. explain(r))
      assert.are.equal("\137PNG\r\n\26\n", img:sub(1, 8))
      local doc = json_doc(json)
      local chart, row = doc.chart, doc.rows[1]
      assert.is_truthy(chart, "the JSON holds no chart")
      assert.are.same({"seed000 2x60"}, chart.categories)
      local by = {}
      for _, s in ipairs(chart.series) do by[s.title] = s.values[1] end
      assert.are.equal(row.pct_peak, by["best launch"])
      assert.is_true(math.abs(by.auto - row.pct_peak * row.best_us / row.auto_us) < 1e-9)
      assert.is_true(by.auto <= by["best launch"])
    end)

    it("times one layer a step on the CPU by default", function()
      local r = pabench(base)
      assert.are.equal(0, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      assert.are.equal("1", t.rows[1][column(t, "layers")])
      assert.is_truthy(r.stdout:find("one decode step", 1, true), explain(r))
    end)

    it("sets the seed's Triton kernel and SDPA beside each row, as layers and alone", function()
      local csv, json = temp(".csv"), temp(".json")
      local f = assert(io.open(csv, "w"))
      -- seconds, so that the verdicts below ("faster on every row") hold on a busy
      -- machine too, where a CPU step of 2 x 60 has taken 8 ms
      f:write("config,bytes,impl,max_err,best_us,median_us,gbps,layers,layer_us,layer_median_us\n",
        "seed000 2x60,491520,triton_new,0.001,9000000.0,9100000.0,0.05,64,3000000.0,3100000.0\n",
        "seed000 2x60,491520,sdpa,0.001,7000000.0,7100000.0,0.07,64,5000000.0,5100000.0\n")
      f:close()
      local r = pabench(base .. " --compare " .. quote(csv))
      assert.are.equal(0, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      local row = t.rows[1]
      local best, iso = tonumber(row[column(t, "best us")]), tonumber(row[column(t, "iso us")])
      local function near(title, want)
        local got = tonumber(row[column(t, title)])
        assert.is_truthy(got, "no figure under '" .. title .. "'\n" .. explain(r))
        assert.is_true(math.abs(got - want) <= 0.01 * want + 0.01, title .. ": " .. got .. ", expected " .. want)
      end
      near("x triton layers", 3000000 / best)
      near("x triton alone", 9000000 / iso)
      near("x sdpa layers", 5000000 / best)
      near("x sdpa alone", 7000000 / iso)
      -- the verdicts: faster than Triton both ways; SDPA is held to rows of 256 MB and more only
      assert.is_truthy(r.stdout:find(string.format("\nx triton layers: faster on every row (1); the lowest %s (seed000 2x60)\n",
        row[column(t, "x triton layers")] .. "x"), 1, true), explain(r))
      assert.is_truthy(r.stdout:find("\nx triton alone: faster on every row (1); the lowest ", 1, true), explain(r))
      assert.is_falsy(r.stdout:find("x sdpa layers at", 1, true), explain(r))
      -- their do_bench minimum, over other counts than iso us: said under the table
      assert.is_truthy(r.stdout:find("Unequal counts: iso us is the best of", 1, true), explain(r))

      -- lone launches timed as iso us is, of the same count: those are the alone figures
      -- (lines end in CR LF, as Python's csv module writes them)
      f = assert(io.open(csv, "wb"))
      f:write("config,bytes,impl,max_err,best_us,median_us,gbps,layers,layer_us,layer_median_us,alone_us,"
        .. "alone_samples\r\n",
        "seed000 2x60,491520,triton_new,0.001,9000.0,9100.0,0.05,64,3000.0,3100.0,8000.0,4\r\n",
        "seed000 2x60,491520,sdpa,0.001,7000.0,7100.0,0.07,64,5000.0,5100.0,6000.0,4\r\n")
      f:close()
      r = pabench(base .. " --iso_iters 4 --json " .. quote(json) .. " --compare " .. quote(csv))
      assert.are.equal(0, r.code, explain(r))
      t = tables_in(r.stdout)[1]
      row = t.rows[1]
      iso = tonumber(row[column(t, "iso us")])
      near("x triton alone", 8000 / iso)
      near("x sdpa alone", 6000 / iso)
      assert.is_falsy(r.stdout:find("Unequal counts", 1, true), explain(r))
      assert.is_truthy(r.stdout:find("the best of 4 launches", 1, true), explain(r))
      assert.are.equal(4, json_doc(json).timing.iso_iters)

      -- a CSV from before the layered timing: the alone ratios only
      f = assert(io.open(csv, "w"))
      f:write("config,bytes,impl,max_err,best_us,median_us,gbps\n", "seed000 2x60,491520,triton_new,0.001,9000.0,9100.0,0.05\n")
      f:close()
      r = pabench(base .. " --compare " .. quote(csv))
      assert.are.equal(0, r.code, explain(r))
      t = tables_in(r.stdout)[1]
      row = t.rows[1]
      assert.is_nil(tonumber(row[column(t, "x triton layers")]), explain(r))
      iso = tonumber(row[column(t, "iso us")])
      near("x triton alone", 9000 / iso)
    end)

    it("rejects a negative layer count, a lone-launch count below 1 and an unreadable --compare file with exit 2",
      function()
      local r = pabench(base .. " --layers -1")
      assert.are.equal(2, r.code, explain(r))
      assert.is_truthy(r.stderr:find("layers", 1, true), explain(r))
      r = pabench(base .. " --iso_iters 0")
      assert.are.equal(2, r.code, explain(r))
      assert.is_truthy(r.stderr:find("iso_iters", 1, true), explain(r))
      r = pabench(base .. " --compare /nonexistent/triton.csv")
      assert.are.equal(2, r.code, explain(r))
      assert.is_truthy(r.stderr:find("--compare", 1, true), explain(r))
    end)

    it("rejects a --compare file that is no CSV of the expected columns with exit 2, naming it", function()
      local dir = temp()
      assert(os.execute("mkdir " .. quote(dir)))
      local lacking = temp(".csv")
      local f = assert(io.open(lacking, "w"))
      f:write("name,us\nseed000 2x60,9000.0\n")
      f:close()
      local cases = {
        {"/dev/null", "--compare /dev/null: expected a CSV from bench/seed_triton.py --csv, found an empty file"},
        {dir, "--compare " .. dir .. ": expected a CSV from bench/seed_triton.py --csv, found no readable file"},
        {lacking, "--compare " .. lacking .. ": the CSV's header lacks the column 'config' (expected config, impl, "
          .. "best_us"},
      }
      for _, case in ipairs(cases) do
        local r = pabench(base .. " --compare " .. quote(case[1]))
        assert.are.equal(2, r.code, explain(r))
        assert.is_truthy(r.stderr:find(case[2], 1, true), explain(r))
        assert.are.equal("", r.stdout)
      end
    end)

    it("rejects an unknown part of the suite and a split count the kernels refuse before measuring", function()
      local r = pabench("scenarios/peak.lua --quick --suite seed000,seed0001")
      assert.are.equal(2, r.code, explain(r))
      assert.is_truthy(r.stderr:find("'seed0001'", 1, true) and r.stderr:find("fragmented", 1, true), explain(r))
      assert.are.equal("", r.stdout)
      for _, bad in ipairs{"0", "1,300"} do
        r = pabench("scenarios/peak.lua --quick --suite seed000 --splits " .. bad)
        assert.are.equal(2, r.code, explain(r))
        assert.is_truthy(r.stderr:find("--splits expects integers in 1..256", 1, true), explain(r))
        assert.are.equal("", r.stdout)
      end
    end)
  end)

  -- plan.lua times nothing: pa.plan for each configuration, on this device or
  -- a GPU described by its SM count
  describe("plan", function()
    it("prints what pa.plan gives an H200 for each configuration, the launch's shape included", function()
      local csv, json = temp(".csv"), temp(".json")
      local r = pabench("scenarios/plan.lua --sms 132 --configs 16x256,1x4096,1x65536,245x4 --lens 4096,512,512 --csv "
        .. quote(csv) .. " --json " .. quote(json))
      assert.are.equal(0, r.code, explain(r))
      assert.is_truthy(r.stdout:find("a GPU of 132 SMs", 1, true), explain(r))
      local t = tables_in(r.stdout)[1]
      assert.are.equal(5, #t.rows, explain(r))
      local function want(lens)
        return H.pa.plan { context_lens = lens, heads = 32, kv_heads = 8, device = { sms = 132, gpu = true } }
      end
      local plans = { want(require("pa.sweep").fill(16, 256)), want({ 4096 }), want({ 65536 }),
                      want(require("pa.sweep").fill(245, 4)), want({ 4096, 512, 512 }) }
      local at = {}
      for _, title in ipairs { "config", "launch", "grid", "block", "pack", "slots", "part", "held", "drain", "merge" } do
        at[title] = column(t, title)
        assert.is_truthy(at[title], "no '" .. title .. "' column\n" .. explain(r))
      end
      local function yes(v) return v and "yes" or "-" end
      for i, p in ipairs(plans) do
        local row = t.rows[i]
        assert.are.same({ p.launch, tostring(p.grid), tostring(p.block), tostring(p.pack), tostring(p.stages),
                          tostring(p.part_tokens), yes(p.held), yes(p.drain), p.merge },
                        { row[at.launch], row[at.grid], row[at.block], row[at.pack], row[at.slots], row[at.part],
                          row[at.held], row[at.drain], row[at.merge] }, explain(r))
      end
      assert.are.same({ "16x256", "1x4096", "1x65536", "245x4", "lens (3)" },
        { t.rows[1][at.config], t.rows[2][at.config], t.rows[3][at.config], t.rows[4][at.config],
          t.rows[5][at.config] })
      -- 245 x 4 at 32/8: one-warp CTAs of whole sequences, packed two a CTA
      assert.are.same({ "980", "64", "2" }, { t.rows[4][at.grid], t.rows[4][at.block], t.rows[4][at.pack] })
      local header, rows = read_csv(csv)
      assert.are.same({ "config", "bytes", "launch", "grid", "block", "pack", "stages", "part_tokens", "held",
                        "drain", "merge", "kernel", "splits", "batch", "max_ctx" }, header)
      assert.are.same({ "1x4096", tostring(plans[2].splits), "4096" }, { rows[2].config, rows[2].splits,
                                                                         rows[2].max_ctx })
      local doc = json_doc(json)
      assert.are.equal("plan", doc.scenario)
      assert.are.same({ 132, true }, { doc.device.sms, doc.device.gpu })
      assert.are.same({ plans[3].grid, plans[3].merge, 268435456 },
                      { doc.rows[3].grid, doc.rows[3].merge, doc.rows[3].bytes })
    end)

    it("shows a kernel named with its options, and says where its launch would be refused", function()
      local r = pabench("scenarios/plan.lua --sms 132 --configs 1x4096 --kernel gqa --splits 20")
      assert.are.equal(0, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      local p = H.pa.plan { context_lens = { 4096 }, heads = 32, kv_heads = 8, device = { sms = 132, gpu = true },
                            kernel = H.pa.kernel("gqa", { splits = 20 }) }
      assert.are.same({ p.launch, tostring(p.grid), tostring(p.block) },
                      { t.rows[1][column(t, "launch")], t.rows[1][column(t, "grid")], t.rows[1][column(t, "block")] })
      r = pabench("scenarios/plan.lua --sms 132 --configs 1x4096 --kernel gqa --threads 512")
      assert.are.equal(0, r.code, explain(r))
      assert.is_truthy(r.stdout:find("1x4096: the launch would be refused: threads=512: the fp16/bf16 kernels take a "
        .. "multiple of 32 up to 256", 1, true), explain(r))
      usage_error("scenarios/plan.lua --kernel naive --splits 4", "naive reads each sequence in one pass")
      usage_error("scenarios/plan.lua --kernel gqa --chunk 3", "--chunk must be a power of two in 1..512 (got 3)")
    end)

    it("lists with --why the rules that chose each kernel and split count, as pa.plan's rules", function()
      local r = pabench("scenarios/plan.lua --sms 132 --configs 2x60,1x4096 --why")
      assert.are.equal(0, r.code, explain(r))
      for _, c in ipairs { { "2x60", { 60, 60 } }, { "1x4096", { 4096 } } } do
        local p = H.pa.plan { context_lens = c[2], heads = 32, kv_heads = 8, device = { sms = 132, gpu = true } }
        local steps = {}
        for i, step in ipairs(p.rules) do steps[i] = step.rule .. " -> " .. step.kernel .. " " .. step.splits end
        assert.is_true(#steps > 0)
        assert.is_truthy(r.stdout:find("\n  " .. c[1] .. ": " .. table.concat(steps, ", ") .. "\n", 1, true),
          explain(r))
      end
      assert.is_nil(pabench("scenarios/plan.lua --sms 132 --configs 2x60").stdout:find("why:", 1, true))
    end)

    it("leaves the shape blank for the CPU it runs on, and says how to see a GPU's", function()
      local r = pabench("scenarios/plan.lua --configs 1x4096")
      assert.are.equal(0, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      assert.are.equal("", t.rows[1][column(t, "grid")], explain(r))
      assert.is_truthy(r.stdout:find("--sms 132 shows an H200's", 1, true), explain(r))
    end)

    it("takes only the options of a run that times nothing, and refuses bad values as usage errors", function()
      local help = pabench("scenarios/plan.lua --help")
      assert.are.equal(0, help.code, explain(help))
      for _, name in ipairs { "--configs", "--lens", "--sms", "--heads", "--csv", "--json", "--markdown" } do
        assert.is_truthy(help.stdout:find(name, 1, true), name .. " not in\n" .. help.stdout)
      end
      for _, name in ipairs { "--iters", "--l2", "--layers", "--quick", "--block_size", "--allocator" } do
        assert.is_nil(help.stdout:find(name .. " ", 1, true), name .. " in\n" .. help.stdout)
      end
      usage_error("scenarios/plan.lua --iters 5", "unknown option '--iters'")
      usage_error("scenarios/plan.lua --sms 0", "--sms expects an integer in 1..1048576 (got '0')")
      usage_error("scenarios/plan.lua --lens 4096,0", "--lens expects integers in 1..1073741824 (got '0')")
      usage_error("scenarios/plan.lua --heads 30", "--heads (30) must be a multiple of --kv_heads (8)")
    end)
  end)

  describe("auto", function()
    local run, json
    local function result()
      if not run then
        json = temp(".json")
        run = pabench("scenarios/auto.lua --quick --quiet --shapes 5 --seed 3 --tolerance 4 --splits 1,2,4 --json "
          .. quote(json))
      end
      return run
    end

    it("records with each step the planner rules that chose auto's launch", function()
      local r = result()
      assert.are.equal(0, r.code, explain(r))
      local doc = json_doc(json)
      for _, row in ipairs(doc.rows) do
        -- on the CPU one rule counts the tasks: the kernel and count auto ran
        local kernel, splits = row.auto:match("^(%a[%w_]*)%(chunk=%d+, splits=(%d+)%)$")
        assert.is_truthy(kernel, row.auto)
        assert.are.equal("cpu_tasks -> " .. kernel .. " " .. splits, row.auto_rules)
      end
      local worst = r.stdout:match("the worst ([%d.]+) %(")
      assert.is_truthy(worst, explain(r))
      assert.are.equal(tonumber(worst) > 1.04, r.stdout:find("\nits planner rules: cpu_tasks %-> ") ~= nil,
        explain(r))
    end)

    it("draws --shapes steps, each checked then timed against every launch of the search", function()
      local r = result()
      assert.are.equal(0, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      assert.are.equal(5, #t.rows, explain(r))
      local n, ratio, verdict = column(t, "#"), column(t, "auto/best"), column(t, "auto")
      for i, row in ipairs(t.rows) do
        assert.are.equal(tostring(i), row[n])
        -- the best is the least of every launch, auto's among them
        local x = tonumber(row[ratio])
        assert.is_true(x >= 1, table.concat(row, " | "))
        -- (printed to three places: a ratio printed as the limit may fall either side)
        if math.abs(x - 1.04) > 0.0006 then
          assert.are.equal(x > 1.04 and "OVER" or "ok", row[verdict], table.concat(row, " | "))
        end
      end
      assert.is_truthy(r.stdout:find("\nauto within 4 %% of the best on %d of 5 steps; geometric mean auto/best"),
        explain(r))
      -- paged, split_kv, gqa and auto, then split_kv and gqa at each of the three split counts
      local doc = json_doc(json)
      assert.are.equal("auto", doc.scenario)
      assert.are.equal(5 * (4 + 2 * 3), #doc.detail)
      local per_shape = {}
      for _, d in ipairs(doc.detail) do
        per_shape[d.shape] = (per_shape[d.shape] or 0) + 1
        assert.are.equal("yes", d.correct)
      end
      for shape = 1, 5 do assert.are.equal(10, per_shape[shape]) end
      for i, row in ipairs(doc.rows) do
        local least = math.huge
        for _, d in ipairs(doc.detail) do
          if d.shape == row.shape then least = math.min(least, d.us) end
        end
        assert.are.equal(least, row.best_us, "shape " .. i)
      end
    end)

    it("runs one shape again by its number, the same step as in the whole run", function()
      local whole = tables_in(result().stdout)[1]
      local r = pabench("scenarios/auto.lua --quick --quiet --shapes 1 --seed 3 --start 4 --splits 1")
      assert.are.equal(0, r.code, explain(r))
      local one = tables_in(r.stdout)[1]
      local step = column(whole, "step")
      assert.are.equal("4", one.rows[1][column(one, "#")])
      assert.are.equal(whole.rows[4][step], one.rows[1][column(one, "step")])
    end)

    it("draws only the --dtypes asked for", function()
      local r = pabench("scenarios/auto.lua --quick --quiet --shapes 4 --seed 5 --splits 1 --dtypes bf16")
      assert.are.equal(0, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      for _, row in ipairs(t.rows) do
        assert.is_truthy(row[column(t, "step")]:match("^bf16 "), table.concat(row, " | "))
      end
    end)

    it("times the steps --configs names, of the shape the shape options give, instead of drawing", function()
      local j = temp(".json")
      local r = pabench("scenarios/auto.lua --quick --quiet --configs 2x64,01x100,1x200+3x40 --heads 8 --kv_heads 2 "
        .. "--head_dim 64 --dtype bf16 --allocator fragmented --splits 1,2 --json " .. quote(j))
      assert.are.equal(0, r.code, explain(r))
      assert.is_truthy(r.stdout:find("auto: the 3 steps --configs names; split_kv and gqa swept over splits 1,2", 1,
        true), explain(r))
      local t = tables_in(r.stdout)[1]
      local step = column(t, "step")
      -- a mixed batch as parts joined by +: four sequences, 320 tokens, a mean of 80
      assert.are.same({"bf16 D64 8/2 bs16 frag 2x64", "bf16 D64 8/2 bs16 frag 1x100", "bf16 D64 8/2 bs16 frag 4x~80"},
        {t.rows[1][step], t.rows[2][step], t.rows[3][step]})
      local doc = json_doc(j)
      assert.are.equal(3 * (4 + 2 * 2), #doc.detail)
      for _, d in ipairs(doc.detail) do assert.are.equal("yes", d.correct) end
      assert.is_true(doc.rows[2].auto_vs_best >= 1)
    end)

    it("times only the drawn steps of the lengths --lengths asks for, by their own numbers", function()
      local whole = pabench("scenarios/auto.lua --quick --quiet --shapes 12 --seed 9 --splits 1")
      local mixed = pabench("scenarios/auto.lua --quick --quiet --shapes 2 --seed 9 --splits 1 --lengths mixed")
      local equal = pabench("scenarios/auto.lua --quick --quiet --shapes 3 --seed 9 --splits 1 --lengths equal")
      for _, r in ipairs{whole, mixed, equal} do assert.are.equal(0, r.code, explain(r)) end
      local by_number = {}
      local w = tables_in(whole.stdout)[1]
      for _, row in ipairs(w.rows) do by_number[row[column(w, "#")]] = row[column(w, "step")] end
      for want, r in pairs{[true] = mixed, [false] = equal} do
        local t = tables_in(r.stdout)[1]
        for _, row in ipairs(t.rows) do
          local name = row[column(t, "step")]
          -- the step of that number in the unfiltered draw, mixed ("~") as asked
          assert.are.equal(by_number[row[column(t, "#")]], name, explain(r))
          assert.are.equal(want, name:find("~", 1, true) ~= nil, name)
        end
      end
      assert.are.equal(2, #tables_in(mixed.stdout)[1].rows)
      assert.are.equal(3, #tables_in(equal.stdout)[1].rows)
      usage_error("scenarios/auto.lua --quick --lengths mixed --configs 2x64", "--lengths draws steps")
      usage_error("scenarios/auto.lua --quick --lengths mixed --min_mb 0.0001 --max_mb 0.0002 --shapes 2",
        "--lengths mixed: 0 of 2000 steps drawn from step 1 are such steps")
    end)

    it("times only the drawn steps of the batch sizes, head_dims and groups asked for, by their own numbers", function()
      local whole = pabench("scenarios/auto.lua --quick --quiet --shapes 40 --seed 9 --splits 1 --dtypes fp16")
      local some = pabench("scenarios/auto.lua --quick --quiet --shapes 3 --seed 9 --splits 1 --dtypes fp16 "
        .. "--max_batch 6 --head_dims 64,128 --groups 4,8,16")
      for _, r in ipairs{whole, some} do assert.are.equal(0, r.code, explain(r)) end
      local by_number = {}
      local w = tables_in(whole.stdout)[1]
      for _, row in ipairs(w.rows) do by_number[row[column(w, "#")]] = row[column(w, "step")] end
      local t = tables_in(some.stdout)[1]
      assert.are.equal(3, #t.rows)
      for _, row in ipairs(t.rows) do
        local name = row[column(t, "step")]
        assert.are.equal(by_number[row[column(t, "#")]], name)  -- the step of that number unfiltered
        local d, heads, kv, batch = name:match("D(%d+) (%d+)/(%d+) %S+ %S+ (%d+)x")
        assert.is_truthy(d, name)
        assert.is_true(tonumber(batch) <= 6, name)
        assert.is_true(d == "64" or d == "128", name)
        local group = tonumber(heads) // tonumber(kv)
        assert.is_true(group == 4 or group == 8 or group == 16, name)
      end
      assert.matches("those --max_batch 6, --head_dims 64,128, --groups 4,8,16 keep among shapes", some.stdout, 1, true)
      usage_error("scenarios/auto.lua --quick --min_batch 9 --max_batch 3", "--min_batch 9 is past --max_batch 3")
      usage_error("scenarios/auto.lua --quick --groups 3", "--groups: unknown value '3'")
      usage_error("scenarios/auto.lua --quick --configs 2x64 --head_dims 64", "--head_dims draws steps")
      usage_error("scenarios/auto.lua --quick --min_batch 200 --max_mb 0.02 --shapes 2",
        "--min_batch 200: 0 of 2000 steps drawn from step 1 are such steps")
    end)

    it("refuses --configs beside the draw's options, and shape options without --configs", function()
      usage_error("scenarios/auto.lua --quick --configs 2x64 --seed 3",
        "--seed draws steps, and --configs names them: give one or the other")
      usage_error("scenarios/auto.lua --quick --configs 2x64 --dtypes bf16", "--dtypes draws steps")
      usage_error("scenarios/auto.lua --quick --heads 8",
        "--heads shapes the steps --configs names; drawn steps draw their own")
      usage_error("scenarios/auto.lua --quick --configs 2x", "--configs: '2x' is not BATCHxCONTEXT")
      usage_error("scenarios/auto.lua --quick --configs 1x200+", "--configs 1x200+: an empty part")
      usage_error("scenarios/auto.lua --quick --configs 1x200+3y4", "--configs: '3y4' is not BATCHxCONTEXT")
      usage_error("scenarios/auto.lua --quick --configs 1000000x100000", "--configs 1000000x100000: ")
      usage_error("scenarios/auto.lua --quick --configs 2x64 --heads 6 --kv_heads 4",
        "--heads (6) must be a multiple of --kv_heads (4)")
    end)

    it("refuses sizes and tolerances it cannot draw or judge, before measuring", function()
      usage_error("scenarios/auto.lua --quick --min_mb 0", "--min_mb must be above 0")
      usage_error("scenarios/auto.lua --quick --min_mb 5 --max_mb 2", "at most --max_mb (got 5 and 2)")
      usage_error("scenarios/auto.lua --quick --max_mb 20000", "--max_mb 20000: a step takes at most")
      usage_error("scenarios/auto.lua --quick --tolerance -1", "--tolerance must be 0 or more (got -1)")
      usage_error("scenarios/auto.lua --quick --dtypes fp8", "--dtypes: unknown value 'fp8'")
      usage_error("scenarios/auto.lua --quick --shapes 0", "--shapes")
    end)
  end)

  describe("fragmentation", function()
    local small = "scenarios/fragmentation.lua --quick --quiet --batch 2 --ctx 64 --churn 0 --kernels paged"

    it("builds a user layout from a Lua expression and reports its adjacency", function()
      local r = pabench(small .. " --layout " .. quote("(n - 1 - g)"))
      assert.are.equal(0, r.code, explain(r))
      local row = r.stdout:match("\n(user: %(n %- 1 %- g%)[^\n]+)")
      assert.is_truthy(row, explain(r))
      -- a reversed table: no logically consecutive pair is physically consecutive
      assert.is_truthy(row:find(" 0.000 ", 1, true), row)
      assert.is_truthy(row:find(" yes ", 1, true), row)
      assert.is_truthy(r.stdout:match("\ncontiguous%s+1%.000 "), explain(r))
    end)

    it("takes the layout from a file", function()
      local file = temp(".lua")
      local f = assert(io.open(file, "w"))
      f:write("return function(s, j, g, n) return g end\n")
      f:close()
      local r = pabench(small .. " --layout_file " .. quote(file))
      assert.are.equal(0, r.code, explain(r))
      local row = r.stdout:match("\n(file [^\n]+)")
      assert.is_truthy(row and row:find(" 1.000 ", 1, true), explain(r))
    end)

    it("rejects a layout that does not compile or leaves the pool, with exit 2", function()
      local r = pabench(small .. " --layout " .. quote("g +"))
      assert.are.equal(2, r.code, explain(r))
      assert.is_truthy(r.stderr:find("--layout", 1, true), explain(r))
      r = pabench(small .. " --layout " .. quote("n + g"))
      assert.are.equal(2, r.code, explain(r))
      assert.is_truthy(r.stderr:find("expected a block id", 1, true), explain(r))
    end)
  end)

  describe("a kernel found wrong", function()
    -- a tolerance below the kernels' error stands in for a kernel that reads wrong memory
    local strict = "-e " .. quote("require('pa.bench').TOLERANCE.fp16 = 1e-5") .. " "

    it("makes the exit status 1, after the rows say NO and the files are written", function()
      local json = temp(".json")
      local r = pabench(strict .. "scenarios/smoke.lua --quick --quiet --ctx 16 --json " .. quote(json))
      assert.are.equal(1, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      assert.are.equal("NO", t.rows[1][column(t, "correct")], explain(r))
      assert.are.equal("smoke", json_doc(json).scenario)
      assert.are.equal("scenarios/smoke.lua: 7 of 7 rows with a kernel wrong (NO) or failing (ERROR): exit status 1\n",
        r.stderr)
      r = pabench(strict .. "scenarios/peak.lua --quick --quiet --suite seed000 --splits 1")
      assert.are.equal(1, r.code, explain(r))
      assert.is_truthy(r.stderr:find("1 of 1 rows with a kernel wrong", 1, true), explain(r))
    end)

    it("under pa.run returns the results, NO rows and all", function()
      local r = pabench(strict .. "-e " .. quote("local res = pa.run('scenarios/smoke.lua', '--quick', '--quiet', "
        .. "'--ctx', 16); print('rows', #res.rows, res.rows[1].correct)"))
      assert.are.equal(0, r.code, explain(r))
      assert.is_truthy(r.stdout:find("\nrows\t7\tNO\n", 1, true), explain(r))
    end)
  end)

  describe("seed_bench", function()
    it("shows an fp32 error too small for the seed's five decimals, not 0.00000", function()
      local json = temp(".json")
      local r = pabench("scenarios/seed_bench.lua --quick --quiet --dtype fp32 --batch_sizes 1 --seq_lens 128 "
        .. "--kernels naive,paged --json " .. quote(json))
      assert.are.equal(0, r.code, explain(r))
      local t = tables_in(r.stdout)[1]
      local doc = json_doc(json)
      assert.are.equal(2, #t.rows, explain(r))
      for i, row in ipairs(t.rows) do
        local err = doc.rows[i].max_err
        assert.is_true(err > 0 and err < 5e-6, "fp32's error: " .. tostring(err))
        assert.are.equal(string.format("%.1e", err), row[column(t, "max_err")], explain(r))
      end
    end)
  end)

  describe("prefix", function()
    it("times each prefix private and shared, counting the shared blocks once", function()
      local json = temp(".json")
      -- block 8: a 24-token prefix is 3 blocks, a 10-token suffix 2 (one partly filled)
      local r = pabench("scenarios/prefix.lua --quick --quiet --count 3 --prefix 0,24 --suffix 10 --block_size 8" ..
        " --kv_heads 2 --heads 4 --head_dim 64 --kernels paged,gqa --json " .. quote(json))
      assert.are.equal(0, r.code, explain(r))
      local doc = json_doc(json)
      local token_mb = 2 * 2 * 64 * 2 / 1e6
      local seen, private_us = {}, {}
      for _, row in ipairs(doc.rows) do
        local key = math.tointeger(row.prefix) .. " " .. row.tables
        seen[key] = (seen[key] or 0) + 1
        assert.are.equal("yes", row.correct)
        if row.tables == "private" then
          assert.is_near(row.mb, row.unique_mb, 1e-9)
          assert.is_nil(row.vs_private)
          private_us[key .. " " .. row.kernel] = row.us
        else
          assert.are.equal(24, row.prefix)
          assert.is_near((24 + 3 * 10) * token_mb, row.unique_mb, 1e-9)
          assert.is_near(3 * 34 * token_mb, row.mb, 1e-9)
          -- the private rows of the same prefix come first in the rows
          assert.is_near(private_us["24 private " .. row.kernel] / row.us, row.vs_private, 1e-9)
          assert.is_near(row.unique_mb * 1e6 / (row.us * 1e3), row.unique_gbps, 1e-6 * row.unique_gbps)
        end
      end
      assert.are.same({["0 private"] = 2, ["24 private"] = 2, ["24 shared"] = 2}, seen)
      assert.is_truthy(r.stdout:find("\nprefix 24 shared, time against private: paged [%d.]+x, gqa [%d.]+x\n"),
        explain(r))
    end)

    it("keeps the shared layout's sequences while it runs: a collected one would give its blocks back", function()
      -- a collector that takes young objects at once, and an allocator that hands out the lowest
      -- free block: a sequence collected while the table is built would lend its blocks to a later row
      local wrapper = temp(".lua")
      local f = assert(io.open(wrapper, "w"))
      f:write([[
collectgarbage("generational", 1, 1)
local r = pa.run("scenarios/prefix.lua", "--quick", "--quiet", "--allocator", "contiguous", "--count", "6",
  "--prefix", "32", "--suffix", "40", "--kernels", "gqa", "--block_size", "8", "--kv_heads", "2", "--heads", "4",
  "--head_dim", "64")
for _, row in ipairs(r.rows) do print(row.tables, string.format("%.0f", row.unique_mb * 1e6)) end
]])
      f:close()
      local r = pabench(quote(wrapper))
      assert.are.equal(0, r.code, explain(r))
      -- a token's K and V at 2 kv heads of 64 fp16 values: 512 bytes
      assert.is_truthy(r.stdout:find("\nshared\t" .. (32 + 6 * 40) * 512 .. "\n", 1, true), explain(r))
    end)

    it("refuses a prefix that is not whole blocks with exit 2, naming both options", function()
      usage_error("scenarios/prefix.lua --quick --prefix 0,100", "--prefix 100", "--block_size 16")
    end)

    it("refuses --plot with no shared prefix to draw, with exit 2 before measuring", function()
      usage_error("scenarios/prefix.lua --quick --prefix 0 --plot " .. quote(temp(".png")), "--plot", "--prefix")
    end)
  end)

  describe("page_size", function()
    it("times each batch at every block size, each kernel against its own time at --base", function()
      local json = temp(".json")
      local r = pabench("scenarios/page_size.lua --quick --quiet --batch 1,3 --ctx 40 --block_sizes 16,1,4 --base 4" ..
        " --kv_heads 2 --heads 4 --head_dim 64 --kernels paged,gqa --json " .. quote(json))
      assert.are.equal(0, r.code, explain(r))
      local doc = json_doc(json)
      assert.are.equal(4, doc.base)
      local us, seen = {}, {}
      for _, row in ipairs(doc.rows) do
        assert.are.equal("yes", row.correct)
        us[row.config .. " " .. math.tointeger(row.block) .. " " .. row.kernel] = row.us
      end
      for _, row in ipairs(doc.rows) do
        local bsz, bs = math.tointeger(row.batch), math.tointeger(row.block)
        seen[#seen + 1] = string.format("%s %d %s", row.config, bs, row.kernel)
        assert.are.equal(bsz * ((40 + bs - 1) // bs), row.entries)
        -- a token's K and V at 2 kv heads of 64 fp16 values: 512 bytes
        assert.is_near(bsz * 40 * 512 / 1e6, row.mb, 1e-12)
        assert.is_near(row.us / us[row.config .. " 4 " .. row.kernel], row.vs_base, 1e-9)
      end
      -- configs in the order given, block sizes from the smallest
      assert.are.same({"1 x 40 1 paged", "1 x 40 1 gqa", "1 x 40 4 paged", "1 x 40 4 gqa", "1 x 40 16 paged",
        "1 x 40 16 gqa", "3 x 40 1 paged", "3 x 40 1 gqa", "3 x 40 4 paged", "3 x 40 4 gqa", "3 x 40 16 paged",
        "3 x 40 16 gqa"}, seen)
      -- the summary: a line a config and kernel, a column a block size, the base's exactly 1
      local summary = tables_in(r.stdout)[2]
      assert.are.same({"batch x ctx", "kernel", "1", "4", "16"}, summary.titles)
      assert.are.equal(4, #summary.rows)
      for _, line in ipairs(summary.rows) do
        assert.are.equal("1.000x", line[4])
        for j = 3, 5 do
          local want = us[line[1] .. " " .. summary.titles[j] .. " " .. line[2]] / us[line[1] .. " 4 " .. line[2]]
          assert.are.equal(string.format("%.3fx", want), line[j])
        end
      end
    end)

    it("refuses a --base that is not timed, or a block size pa.cache would, with exit 2", function()
      usage_error("scenarios/page_size.lua --quick --block_sizes 1,4 --base 16", "--base 16", "--block_sizes (1,4)")
      usage_error("scenarios/page_size.lua --quick --block_sizes 1,3", "--block_sizes: unknown value '3'",
        "1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024")
    end)

    it("refuses a value named twice, which would be set against the other copy's base, with exit 2", function()
      usage_error("scenarios/page_size.lua --quick --block_sizes 1,16,16", "--block_sizes names 16 twice")
      usage_error("scenarios/page_size.lua --quick --ctx 64,64", "--ctx names 64 twice")
      usage_error("scenarios/page_size.lua --quick --kernels gqa,auto,gqa", "--kernels names gqa twice")
    end)

    it("--quick on the CPU times the --base it is given among its small sizes", function()
      local json = temp(".json")
      local r = pabench("scenarios/page_size.lua --quick --quiet --base 8 --ctx 40 --kernels gqa --json " .. quote(json))
      assert.are.equal(0, r.code, explain(r))
      local blocks = {}
      for _, row in ipairs(json_doc(json).rows) do blocks[#blocks + 1] = math.tointeger(row.block) end
      assert.are.same({1, 8, 256}, blocks)
    end)
  end)

  it("a scenario leaves its results in pa.last for the REPL", function()
    local wrapper = temp(".lua")
    local f = assert(io.open(wrapper, "w"))
    f:write([[
local pa = require "pa"
arg = {[0] = "scenarios/readbench.lua", "--quick", "--quiet", "--history", "16,64", "--kernels", "paged"}
dofile("scenarios/readbench.lua")
assert(pa.last and pa.last.scenario == "readbench", "pa.last is not the readbench results")
assert(#pa.last.rows == 2 and pa.last.rows[1].history == 16 and pa.last.rows[1].correct == "yes")
print("pa.last holds " .. #pa.last.rows .. " rows")
]])
    f:close()
    local r = pabench(quote(wrapper))
    assert.are.equal(0, r.code, explain(r))
    assert.is_truthy(r.stdout:find("pa.last holds 2 rows", 1, true), explain(r))
  end)

  it("--plot without gnuplot says how to install it and exits 1 before measuring", function()
    local r = pabench("scenarios/gqa.lua --quick --plot chart.png", "PATH=/nonexistent")
    assert.are.equal(1, r.code, explain(r))
    assert.is_truthy(r.stderr:find("gnuplot not found: apt-get install gnuplot-nox", 1, true), explain(r))
    assert.are.equal("", r.stdout)
  end)

  it("refuses options that would be ignored: --base outside --kernels, --layout beside --layout_file", function()
    usage_error("scenarios/decode.lua --quick --base gqa --kernels paged", "--base gqa is not among --kernels (paged)")
    -- the default base untimed: no speed-up column of blanks
    local r = pabench("scenarios/decode.lua --quick --quiet --configs 2x60 --kernels paged")
    assert.are.equal(0, r.code, explain(r))
    assert.is_falsy(r.stdout:find("vs naive", 1, true), explain(r))
    r = pabench("scenarios/gqa.lua --quick --quiet --groups 1 --kernels paged")
    assert.are.equal(0, r.code, explain(r))
    assert.is_falsy(r.stdout:find("vs gqa", 1, true), explain(r))
    r = pabench("scenarios/gqa.lua --quick --quiet --groups 1 --kernels paged,gqa")
    assert.is_truthy(r.stdout:find("vs gqa", 1, true), explain(r))
    usage_error("scenarios/fragmentation.lua --quick --layout j --layout_file " .. quote(temp(".lua")),
      "--layout and --layout_file: give one, not both")
  end)

  it("refuses a value named twice in a list with exit 2 naming both: its rows would be timed and summed up twice",
    function()
    usage_error("scenarios/readbench.lua --quick --history 16,64,64", "--history names 64 twice")
    usage_error("scenarios/readbench.lua --quick --history 16,64 --kernels gather,paged,paged",
      "--kernels names paged twice")
    usage_error("scenarios/prefix.lua --quick --prefix 16,16 --kernels paged --count 2 --suffix 1",
      "--prefix names 16 twice")
    usage_error("scenarios/decode.lua --quick --kernels paged,paged", "--kernels names paged twice")
    usage_error("scenarios/decode.lua --quick --configs 2x60,1x512,2x60", "--configs names 2x60 twice")
    -- the same number however it is written
    usage_error("scenarios/long_context.lua --quick --ctx 64,064", "--ctx names 64 twice")
    usage_error("scenarios/decode.lua --quick --configs 2x60,1x512,02x060",
      "--configs names 2x60 twice ('2x60' and '02x060')")
    usage_error("scenarios/chunk_size.lua --quick --split_kernels gqa,gqa", "--split_kernels names gqa twice")
  end)

  it("takes a length twice where a list holds one batch's sequences, not rows", function()
    local r = pabench("scenarios/smoke.lua --quick --quiet --ctx 17,17")
    assert.are.equal(0, r.code, explain(r))
    assert.is_truthy(r.stdout:find("pa.batch(2 sequences, max context 17", 1, true), explain(r))
    r = pabench("scenarios/heterogeneous.lua --quick --quiet --mixes uniform --count 2 --lens 8,8 --kernels paged")
    assert.are.equal(0, r.code, explain(r))
  end)

  it("an unknown option names the nearest known one, where one is near", function()
    usage_error("scenarios/smoke.lua --quick --kv_head 8", "unknown option '--kv_head'; did you mean --kv_heads?")
    usage_error("scenarios/decode.lua --quik", "unknown option '--quik'; did you mean --quick?")
    usage_error("scenarios/smoke.lua ---ctx 5", "unknown option '---ctx'; did you mean --ctx?")
    local r = usage_error("scenarios/smoke.lua --frobnicate 1", "unknown option '--frobnicate' (see --help)")
    assert.is_falsy(r.stderr:find("did you mean", 1, true), explain(r))
    usage_error("check --no_timing", "unknown argument '--no_timing'; did you mean --no-timing?")
    usage_error("compare a.json b.json --treshold 3", "unknown option '--treshold'; did you mean --threshold?")
  end)

  it("--heads that is not a multiple of --kv_heads exits 2 naming both, before measuring", function()
    for _, script in ipairs{"scenarios/smoke.lua", "scenarios/seed_bench.lua"} do
      usage_error(script .. " --quick --heads 30 --kv_heads 8", "--heads (30) must be a multiple of --kv_heads (8)")
    end
    -- and past what a batch takes, named as the options they are
    usage_error("scenarios/smoke.lua --quick --ctx 2147483648", "--ctx expects integers in 1..1073741824")
    usage_error("scenarios/gqa.lua --quick --groups 100000",
      "--groups 100000 x --kv_heads 8 is 800000 query heads; a batch takes at most 65536")
    -- each list's items within what the API takes, so none fails late in the run
    usage_error("scenarios/seed_bench.lua --quick --batch_sizes 1073741824", "--batch_sizes expects integers in 1..1048576")
    usage_error("scenarios/seed_bench.lua --quick --seq_lens 2147483648", "--seq_lens expects integers in 1..1073741824")
    usage_error("scenarios/fragmentation.lua --quick --churn 1073741824", "--churn expects integers in 0..100000")
    usage_error("scenarios/heterogeneous.lua --quick --lens 4,2147483648", "--lens expects integers in 1..1073741824")
    usage_error("scenarios/heterogeneous.lua --quick --long 2147483648", "--long expects an integer in 1..1073741824")
    usage_error("scenarios/readbench.lua --quick --history 2147483648", "--history expects integers in 1..1073741824")
  end)

  it("--plot with a file that is neither .png nor .svg exits 2 before measuring", function()
    local r = pabench("scenarios/gqa.lua --quick --plot chart.gif")
    assert.are.equal(2, r.code, explain(r))
    assert.is_truthy(r.stderr:find(".png or .svg", 1, true), explain(r))
    assert.are.equal("", r.stdout)
  end)

  describe("output files", function()
    local tiny = "scenarios/smoke.lua --quick --quiet --ctx 16"

    it("refuse a directory or a folder that does not exist with exit 2 before measuring, naming the option", function()
      local dir = temp()
      assert(os.execute("mkdir " .. quote(dir)))
      usage_error(tiny .. " --csv " .. quote(dir), "--csv " .. dir .. ": is a directory")
      usage_error(tiny .. " --json /no/such/dir/x.json", "--json /no/such/dir/x.json: no such directory")
      usage_error(tiny .. " --plot /no/such/dir/x.png", "--plot /no/such/dir/x.png: no such directory")
      usage_error(tiny .. " --markdown " .. quote(dir), "--markdown " .. dir .. ": is a directory")
      usage_error(tiny .. " --csv /etc/passwd/x.csv", "--csv /etc/passwd/x.csv: /etc/passwd is not a directory")
      usage_error(tiny .. " --json ''", "--json : an empty path names no file")
      -- the --csv file's folder is probed, then --json refused: nothing is left there
      usage_error(tiny .. " --csv " .. quote(dir .. "/x.csv") .. " --json " .. quote(dir), "--json " .. dir)
      local ls = io.popen("ls -A " .. quote(dir))
      assert.are.equal("", ls:read("a"))
      ls:close()
      os.remove(dir)
    end)

    it("refuse a loop of links and one file named twice; take a name as long as the directory allows", function()
      local a, b = temp(".csv"), temp(".csv")
      assert(os.execute(string.format("ln -s %s %s && ln -s %s %s", quote(b), quote(a), quote(a), quote(b))))
      usage_error(tiny .. " --csv " .. quote(a), "--csv " .. a .. ": Too many levels of symbolic links")
      local same = temp(".out")
      usage_error(tiny .. " --csv " .. quote(same) .. " --json " .. quote(same),
        "--csv and --json name the same file (" .. same .. ")")
      usage_error(tiny .. " --json " .. quote(same) .. " --markdown " .. quote(same),
        "--json and --markdown name the same file (" .. same .. ")")
      local dir = temp()
      assert(os.execute("mkdir " .. quote(dir)))
      local long = dir .. "/" .. string.rep("b", 250) .. ".csv" -- 254 bytes, the longest name is 255
      local r = pabench(tiny .. " --csv " .. quote(long))
      assert.are.equal(0, r.code, explain(r))
      assert.are.equal("kernel,", slurp(long):sub(1, 7))
      local ls = io.popen("ls -A " .. quote(dir))
      assert.are.equal(string.rep("b", 250) .. ".csv\n", ls:read("a")) -- and no temporary file left
      ls:close()
      -- a file replaced keeps its mode: a private one stays private
      assert(os.execute("chmod 600 " .. quote(long)))
      r = pabench(tiny .. " --csv " .. quote(long))
      assert.are.equal(0, r.code, explain(r))
      local st = io.popen("stat -c %a " .. quote(long))
      assert.are.equal("600\n", st:read("a"))
      st:close()
      os.execute("rm -rf " .. quote(dir))
    end)

    it("each file asked for is written though another fails, and the run says which failed", function()
      local full, json = temp(".csv"), temp(".json")
      assert(os.execute("ln -s /dev/full " .. quote(full)))
      local r = pabench(tiny .. " --csv " .. quote(full) .. " --json " .. quote(json))
      assert.are.equal(1, r.code, explain(r))
      assert.is_truthy(r.stderr:find("cannot write " .. full .. ": No space left on device", 1, true), explain(r))
      assert.is_truthy(r.stdout:find("json: " .. json, 1, true), explain(r))
      assert.are.equal("{", slurp(json):sub(1, 1))
      -- no fault of the script: a line a file, no traceback
      r = pabench(tiny .. " --csv " .. quote(full) .. " --json /dev/full")
      assert.are.equal(1, r.code, explain(r))
      assert.are.equal("scenarios/smoke.lua: cannot write " .. full .. ": No space left on device\n"
        .. "scenarios/smoke.lua: cannot write /dev/full: No space left on device\n", r.stderr)
    end)

    it("leave no file behind where a link to nothing yet was probed and the run then refused", function()
      local link, target = temp(".csv"), temp(".csv")
      assert(os.execute(string.format("ln -s %s %s", quote(target), quote(link))))
      usage_error(tiny .. " --csv " .. quote(link) .. " --heads 3 --kv_heads 2", "must be a multiple of --kv_heads")
      assert.is_nil(io.open(target), "the probe left " .. target)
      assert.is_true(os.execute("test -L " .. quote(link)), "the link is gone")
    end)

    it("refuse a link to a file that cannot be created, and write through one that can", function()
      local dangling, link, target = temp(".csv"), temp(".csv"), temp(".csv")
      assert(os.execute(string.format("ln -s /no/such/dir/x.csv %s && ln -s %s %s", quote(dangling), quote(target),
        quote(link))))
      usage_error(tiny .. " --csv " .. quote(dangling),
        "--csv " .. dangling .. ": a link to a file that cannot be created (No such file or directory)")
      local r = pabench(tiny .. " --csv " .. quote(link))
      assert.are.equal(0, r.code, explain(r))
      assert.is_true(os.execute("test -L " .. quote(link)), "the link was replaced")
      assert.are.equal("kernel,", slurp(target):sub(1, 7))
    end)

    it("write through a symlink, a FIFO and /dev/fd/N in place, and replace a file whole", function()
      local target, link, fifo, got = temp(".csv"), temp(".csv"), temp(), temp()
      local png, png_link, fd_out, file = temp(".png"), temp(".png"), temp(), temp(".json")
      for _, p in ipairs{target, png, file} do
        local f = assert(io.open(p, "w"))
        f:write("old\n")
        f:close()
      end
      assert(os.execute(string.format("ln -s %s %s && ln -s %s %s && mkfifo %s", quote(target), quote(link),
        quote(png), quote(png_link), quote(fifo))))
      -- the reader gives up after a while, should the FIFO be replaced rather than written
      assert(os.execute(string.format("timeout 60 cat %s > %s &", quote(fifo), quote(got))))
      local r = pabench(string.format("%s --csv %s --json %s", tiny, quote(link), quote(fifo)))
      assert.are.equal(0, r.code, explain(r))
      r = pabench(string.format("%s --csv /dev/fd/3 --json %s --plot %s 3>%s", tiny, quote(file), quote(png_link),
        quote(fd_out)))
      assert.are.equal(0, r.code, explain(r))
      assert.is_true(os.execute("test -L " .. quote(link) .. " && test -L " .. quote(png_link)),
        "a symlink was replaced")
      assert.is_true(os.execute("test -p " .. quote(fifo)), "the FIFO was replaced")
      assert.are.equal("kernel,", slurp(target):sub(1, 7))
      assert.are.equal("\137PNG", slurp(png):sub(1, 4))
      assert.are.equal("kernel,", slurp(fd_out):sub(1, 7))
      assert.is_truthy(slurp(got):find('"scenario":%s*"smoke"'), "the FIFO's reader got: " .. slurp(got))
      assert.are.equal("smoke", json_doc(file).scenario)
    end)

    it("write /dev/stdout and /dev/fd/2 after what the run printed there, not over it", function()
      -- pabench's standard output and error are redirected to files here, as `> out.txt` does
      local r = pabench(tiny .. " --csv /dev/stdout --json /dev/fd/2")
      assert.are.equal(0, r.code, explain(r))
      assert.are.equal("device: ", r.stdout:sub(1, 8), explain(r))
      local csv_at = r.stdout:find("\nkernel,launch,", 1, true)
      assert.is_truthy(csv_at, explain(r))
      assert.is_truthy(r.stdout:find("\ncsv: /dev/stdout\n", csv_at, true), explain(r))
      assert.is_truthy(r.stdout:find("--------", 1, true) < csv_at, "the table went: " .. explain(r))
      assert.are.equal('{', r.stderr:sub(1, 1), explain(r))
      -- appended to a log, the text before the run stays
      local log = temp(".log")
      local f = assert(io.open(log, "w"))
      f:write("before the run\n")
      f:close()
      assert(os.execute(string.format("env PABENCH_BACKEND=cpu %s %s --csv /dev/fd/1 >> %s", quote(PABENCH), tiny,
        quote(log))))
      local text = slurp(log)
      assert.are.equal("before the run\ndevice: ", text:sub(1, 23))
      assert.is_truthy(text:find("\nkernel,launch,", 1, true), text)
    end)
  end)

  describe("option values", function()
    it("refuse another option where a value belongs, with exit 2", function()
      usage_error("scenarios/smoke.lua --ctx 17 --csv --quick", "--csv expects a value, got the option --quick")
      usage_error("scenarios/smoke.lua --quick --ctx --iters 3", "--ctx expects a value, got the option --iters")
    end)

    it("take integers in decimal digits only, quoting what was typed", function()
      usage_error("scenarios/smoke.lua --quick --ctx 0x10", "--ctx expects integers in 1..1073741824 (got '0x10')")
      usage_error("scenarios/smoke.lua --quick --iters 1e3", "--iters expects an integer (got '1e3')")
      usage_error("scenarios/smoke.lua --quick --warmup 0x1", "--warmup expects an integer (got '0x1')")
      usage_error("scenarios/decode.lua --quick --configs 0x60", "--configs: '0x60' is not BATCHxCONTEXT")
    end)

    it("refuse an empty item in a list, naming the option", function()
      for _, list in ipairs{"1,,2", "16,", ",16"} do
        usage_error("scenarios/smoke.lua --quick --ctx " .. list,
          "--ctx expects a comma-separated list without empty items (got '" .. list .. "')")
      end
    end)

    it("--layers says that 0 means 2 to 64 layers", function()
      for _, script in ipairs{"scenarios/smoke.lua", "scenarios/peak.lua"} do
        local r = pabench(script .. " --help")
        assert.are.equal(0, r.code, explain(r))
        assert.is_truthy(r.stdout:find("0: enough layers for 1 GB of K/V, 2 to 64", 1, true), explain(r))
      end
    end)
  end)
end)
