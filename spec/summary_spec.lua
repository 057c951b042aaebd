-- pa.summary: the scenarios' closing lines, pinned on rows made up to the case
require "spec.helper"
local summary = require "pa.summary"

-- rows of one kernel over a setting: spec = {{setting, us}, ...}; a nil time
-- is a run that gave no correct answer
local function sweep(kernel, key, spec)
  local out = {}
  for _, s in ipairs(spec) do
    out[#out + 1] = {kernel = kernel, [key] = s[1], us = s[2], correct = s[2] and "yes" or "NO"}
  end
  return out
end

local function join(...)
  local out = {}
  for _, rows in ipairs{...} do
    for _, r in ipairs(rows) do out[#out + 1] = r end
  end
  return out
end

describe("pa.summary.best_settings", function()
  it("names each kernel's best setting, and both where two tie", function()
    local rows = join(sweep("paged", "chunk", {{8, 763.6}, {32, 790.5}, {128, 707.7}}),
                      sweep("paged_scalar", "chunk", {{8, 952.6}, {32, 892.1}, {128, 892.1}}))
    summary.vs_best(rows)
    assert.are.same({"paged best at chunk 128 (707.7 us)", "paged_scalar best at chunk 32 (892.1 us)",
                     "paged_scalar best at chunk 128 (892.1 us)"}, summary.best_settings(rows, "chunk"))
  end)

  it("names the settings where the kernel gave no correct run: its best is of the others", function()
    local rows = join(sweep("paged", "chunk", {{8, 763.6}, {32, 790.5}, {128, nil}}),
                      sweep("gqa", "splits", {{1, 763.8}, {4, 408.6}, {16, nil}}))
    rows[3].correct, rows[3].error = "ERROR", "out of shared memory"
    summary.vs_best(rows)
    assert.are.same({"paged best at chunk 8 (763.6 us); no correct run at chunk 128, left out"},
      summary.best_settings({rows[1], rows[2], rows[3]}, "chunk"))
    assert.are.same({"gqa best at splits 4 (408.6 us); no correct run at splits 16, left out"},
      summary.best_settings({rows[4], rows[5], rows[6]}, "splits"))
  end)

  it("says so where a kernel gave no correct run at any setting, rather than nothing", function()
    local rows = join(sweep("paged", "chunk", {{8, nil}, {32, nil}}), sweep("paged_scalar", "chunk", {{8, 900}}))
    summary.vs_best(rows)
    assert.are.same({"paged: no correct run at any chunk (8, 32)", "paged_scalar best at chunk 8 (900.0 us)"},
      summary.best_settings(rows, "chunk"))
  end)
end)

describe("pa.summary.fastest", function()
  local function mix(spec)
    local out = {}
    for _, s in ipairs(spec) do
      out[#out + 1] = {kernel = s[1], launch = s[2], us = s[3], gbps = s[3] and 12.3 / s[3] * 1000,
                       pct_peak = s[3] and 50 / s[3] * 1000, correct = s[3] and "yes" or "NO"}
    end
    return out
  end

  it("names the fastest correct launch of a mix", function()
    assert.are.equal("one_long   fastest: gqa(chunk=64, splits=4) at 8.2 GB/s (33.3% of the measured read bandwidth)",
      summary.fastest("one_long", mix{{"paged", "paged(chunk=64)", 2000}, {"gqa/s4", "gqa(chunk=64, splits=4)", 1500}},
        10))
  end)

  it("names the kernels that gave no correct run: the fastest is of the others", function()
    local rows = mix{{"paged", "paged(chunk=64)", 2000}, {"split_kv/s4", nil, nil}, {"gqa/s4", nil, nil}}
    rows[3].correct, rows[3].error = "ERROR", "injected"
    assert.are.equal("uniform    fastest: paged(chunk=64) at 6.2 GB/s (25.0% of the measured read bandwidth); "
      .. "no correct run from split_kv/s4, gqa/s4, left out", summary.fastest("uniform", rows, 10))
  end)

  it("says no kernel gave a correct run, rather than printing no line for the mix", function()
    assert.are.equal("lens       fastest: none, no kernel gave a correct run (paged, gqa)",
      summary.fastest("lens", mix{{"paged"}, {"gqa"}}, 10))
  end)
end)

describe("pa.summary.sharing", function()
  -- rows of one prefix: spec = {{kernel, private_us, shared_us}, ...}
  local function prefix_rows(spec)
    local out = {}
    for _, s in ipairs(spec) do
      out[#out + 1] = {kernel = s[1], prefix = 256, tables = "private", us = s[2]}
      out[#out + 1] = {kernel = s[1], prefix = 256, tables = "shared", us = s[3],
                       vs_private = s[2] and s[3] and s[2] / s[3] or nil}
    end
    return out
  end

  it("sets each kernel's shared time against its private one", function()
    assert.are.equal("prefix 256 shared, time against private: paged 1.34x, gqa 1.05x",
      summary.sharing(256, prefix_rows{{"paged", 1153.25, 860.6}, {"gqa", 608.5, 580.0}}))
  end)

  it("names a kernel without a correct run on a table instead of leaving it off the list", function()
    assert.are.equal("prefix 256 shared, time against private: paged 1.34x; no correct run: split_kv (shared), "
      .. "gqa (private), auto (private, shared)",
      summary.sharing(256, prefix_rows{{"paged", 1153.25, 860.6}, {"split_kv", 1198, nil}, {"gqa", nil, 580},
                                       {"auto", nil, nil}}))
    assert.are.equal("prefix 256 shared, time against private: none; no correct run: paged (shared)",
      summary.sharing(256, prefix_rows{{"paged", 1153.25, nil}}))
  end)

  it("gives no line where nothing was shared", function()
    assert.is_nil(summary.sharing(0, {{kernel = "paged", prefix = 0, tables = "private", us = 222}}))
  end)
end)

describe("pa.summary.curve", function()
  -- one kernel's rows over the history: spec = {{history, us}, ...}
  local function history(spec)
    local out = {}
    for _, s in ipairs(spec) do out[#out + 1] = {kernel = "paged", history = s[1], us = s[2]} end
    return out
  end

  it("gives the floor, the top and the last leg of the sweep", function()
    local s, line, failed = summary.curve("paged", history{{16, 8}, {64, 8.5}, {256, 10}, {1024, 30}})
    assert.are.equal("paged    8.0 us at 16 tokens -> 30.0 us at 1024; the last leg (256 -> 1024, 4x the history) "
      .. "costs 3.0x the time", line)
    assert.are.same({kernel = "paged", floor_us = 8, floor_history = 16, top_us = 30, top_history = 1024,
                     last_leg_growth = 4, last_leg_cost = 3}, s)
    assert.are.same({}, failed)
  end)

  it("names the lengths without a correct run: the top and the last leg are of the others", function()
    local s, line = summary.curve("paged", history{{16, 8}, {64, nil}, {256, 10}, {1024, nil}})
    assert.are.equal("paged    8.0 us at 16 tokens -> 10.0 us at 256; the last leg (16 -> 256, 16x the history) "
      .. "costs 1.2x the time; no correct run at 64, 1024, left out", line)
    assert.are.same({64, 1024}, s.no_correct_run)
  end)

  it("says there is no curve where fewer than two lengths ran, rather than printing nothing", function()
    local s, line, failed = summary.curve("gather", history{{16, 8}, {64, nil}, {256, nil}})
    assert.is_nil(s)
    assert.are.equal("gather   no curve: a correct run at 1 of 3 lengths (none at 64, 256)", line)
    assert.are.same({64, 256}, failed)
  end)
end)

describe("pa.summary.base_gaps", function()
  local function row(config, kernel, block, us) return {config = config, kernel = kernel, block = block, us = us} end

  it("says nothing where every kernel ran correctly at the base size", function()
    assert.is_nil(summary.base_gaps({row("2 x 512", "paged", 16, 10), row("2 x 512", "paged", 1, nil)}, 16))
  end)

  it("names each kernel and config whose base-size row gave no correct run", function()
    local rows = {row("2 x 512", "paged", 1, 30), row("2 x 512", "paged", 16, nil), row("2 x 512", "gqa", 16, nil),
                  row("8 x 4096", "paged", 16, 40), row("8 x 4096", "gqa", 16, nil), row("8 x 4096", "gqa", 256, 9)}
    assert.are.equal("no ratios where the kernel gave no correct run in blocks of 16: paged (2 x 512), "
      .. "gqa (2 x 512, 8 x 4096)", summary.base_gaps(rows, 16))
  end)
end)
