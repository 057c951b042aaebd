-- The targets peak.lua holds the kernels to, and its verdict lines (lua/targets.lua).
require "spec.helper"
local targets = require "pa.targets"

local MB = 1e6

describe("targets.target", function()
  it("holds a GPU config to its size's target", function()
    assert.are.same({true, ">= 90 %"}, {targets.target(268 * MB, 60, 90.0, true)})
    assert.are.same({false, ">= 90 %"}, {targets.target(268 * MB, 66, 89.99, true)})
    assert.are.same({false, ">= 70 %"}, {targets.target(16.8 * MB, 5.8, 63, true)})
    assert.are.same({true, "<= 5 us"}, {targets.target(2.1 * MB, 3.4, 13, true)})
    -- between the bands (8.4 MB) and past them (134 MB): none
    assert.are.same({nil, ""}, {targets.target(8.4 * MB, 4, 46, true)})
    assert.are.same({nil, ""}, {targets.target(134 * MB, 30, 95, true)})
  end)
  it("holds the CPU to 50 % from 64 MB, and nothing below", function()
    assert.are.same({true, ">= 50 %"}, {targets.target(67 * MB, 9000, 73.6, false)})
    assert.are.same({false, ">= 50 %"}, {targets.target(67 * MB, 9000, 49, false)})
    assert.are.same({nil, ""}, {targets.target(16.8 * MB, 100, 10, false)})
  end)
end)

local function row(config, t)
  t.config = config
  return t
end

describe("targets.verdicts", function()
  it("counts the target rows met, names each miss with its figure, and finds auto's farthest row", function()
    local lines = targets.verdicts{
      row("a 1x65536", {mb = 268.4, met = "yes", target = ">= 90 %", pct_peak = 93.8, best_us = 62, auto_vs_best = 1.0}),
      row("b 1x4096", {mb = 16.8, met = "MISSED", target = ">= 70 %", pct_peak = 62.34, best_us = 5.8,
                       auto_vs_best = 1.013}),
      row("c 2x60", {mb = 0.5, met = "yes", target = "<= 5 us", pct_peak = 5.7, best_us = 1.85, auto_vs_best = 1.0}),
      row("d 1x2048", {mb = 8.4, met = "", target = "", pct_peak = 46, best_us = 3.9, auto_vs_best = 1.002}),
      row("e 2x60 slow", {mb = 0.5, met = "MISSED", target = "<= 5 us", pct_peak = 1, best_us = 7.25}),
    }
    assert.are.same({
      "targets: 2 of 4 rows met; missed: b 1x4096 (62.3 %, target >= 70 %), e 2x60 slow (7.25 us, target <= 5 us)",
      "auto: within 1.3 % of the best on every row (target 5 %; the farthest: b 1x4096)",
    }, lines)
  end)

  it("writes a share just under its line in digits that do not read as on it", function()
    local lines = targets.verdicts{
      row("g16", {mb = 268.4, met = "MISSED", target = ">= 90 %", pct_peak = 89.9577, best_us = 63.35}),
      row("g4", {mb = 268.4, met = "MISSED", target = ">= 90 %", pct_peak = 89.94, best_us = 63.4}),
    }
    assert.are.equal("targets: 0 of 2 rows met; missed: g16 (89.95 %, target >= 90 %), g4 (89.9 %, target >= 90 %)",
      lines[1])
  end)

  it("says so where no row has a target, and where auto is past 5 %", function()
    local lines = targets.verdicts{row("x", {mb = 8, met = "", target = "", auto_vs_best = 1.071})}
    assert.are.same({"targets: no row here has one", "auto: 7.1 % from the best at x, past the 5 % target"}, lines)
  end)

  it("reads auto's distance where the sweep put it past 5 % from the two launches timed again side by side", function()
    local lines = targets.verdicts{
      row("a", {mb = 16.8, met = "", target = "", auto_vs_best = 1.131, auto_vs_best_again = 1.012}),
      row("b", {mb = 67.1, met = "yes", target = ">= 50 %", pct_peak = 80, best_us = 2300, auto_vs_best = 1.03}),
      row("c", {mb = 16.8, met = "", target = "", auto_vs_best = 1.062, auto_vs_best_again = 0.976}),
    }
    assert.are.same({
      "targets: 1 of 1 rows met",
      "auto: within 3.0 % of the best on every row (target 5 %; the farthest: b)",
      "  auto/best past 1.05 in the sweep, then both launches timed again side by side: "
        .. "a (1.131 in the sweep, 1.012 side by side), c (1.062 in the sweep, 0.976 side by side)",
    }, lines)
    -- past the margin side by side too: that row is auto's verdict
    lines = targets.verdicts{
      row("a", {mb = 16.8, met = "", target = "", auto_vs_best = 1.131, auto_vs_best_again = 1.063}),
      row("b", {mb = 67.1, met = "", target = "", auto_vs_best = 1.09}),
    }
    assert.are.equal("auto: 9.0 % from the best at b, past the 5 % target", lines[2])
    lines = targets.verdicts{row("a", {mb = 16.8, met = "", target = "", auto_vs_best = 1.131, auto_vs_best_again = 1.063})}
    assert.are.equal("auto: 6.3 % from the best at a, past the 5 % target", lines[2])
    -- auto faster than the best side by side: no distance below 0
    lines = targets.verdicts{row("c", {mb = 16.8, met = "", target = "", auto_vs_best = 1.062, auto_vs_best_again = 0.976})}
    assert.are.equal("auto: within 0.0 % of the best on every row (target 5 %; the farthest: c)", lines[2])
  end)

  it("gives the SM clock's range over the rows and names those under 90 % of its peak", function()
    local lines = targets.verdicts{row("a", {mb = 8, met = "", target = "", sm_clock_mhz = 1980.4, slow_clock = false}),
      row("b", {mb = 8, met = "", target = "", sm_clock_mhz = 1410, slow_clock = true})}
    assert.are.equal("SM clock: 1410-1980 MHz over the rows; under 90 % of its peak at b", lines[#lines])
    lines = targets.verdicts{row("a", {mb = 8, met = "", target = "", sm_clock_mhz = 1975, slow_clock = false})}
    assert.are.equal("SM clock: 1975-1975 MHz over the rows; none under 90 % of its peak", lines[#lines])
    -- the CPU reads no clock, and says nothing of one
    lines = targets.verdicts{row("a", {mb = 8, met = "", target = ""})}
    assert.is_falsy(table.concat(lines, "\n"):find("SM clock", 1, true))
  end)

  it("sets Triton against every row and SDPA against rows of 256 MB and more", function()
    local lines = targets.verdicts{
      row("small", {mb = 0.5, met = "", target = "", vs_triton = 2.32, vs_triton_alone = 0.94, vs_sdpa = 0.5,
                    vs_sdpa_alone = 0.5}),
      row("big", {mb = 268.4, met = "", target = "", vs_triton = 45, vs_triton_alone = 41, vs_sdpa = 0.97,
                  vs_sdpa_alone = 0.94}),
      row("bigger", {mb = 1073.7, met = "", target = "", vs_triton = 4.9, vs_triton_alone = 4.8, vs_sdpa = 1.27,
                     vs_sdpa_alone = 1.24}),
      row("untimed", {mb = 537, met = "", target = ""}),
    }
    assert.are.same({
      "targets: no row here has one",
      "x triton layers: faster on every row (3); the lowest 2.32x (small)",
      "x triton alone: slower on 1 of 3 rows; the lowest 0.94x (small)",
      "x sdpa layers at >= 256 MB: within 5 % or faster on every row (2); the lowest 0.97x (big)",
      "x sdpa alone at >= 256 MB: over 5 % slower on 1 of 2 rows; the lowest 0.94x (big)",
    }, lines)
  end)
end)

describe("targets.verdicts where launches gave no correct run", function()
  it("names a row where no launch was correct instead of leaving it out of the count", function()
    local lines = targets.verdicts{
      row("a 1x65536", {mb = 268.4, met = "yes", target = ">= 90 %", pct_peak = 93.8, best_us = 62, auto_vs_best = 1.0,
                        wrong = ""}),
      row("b 1x131072", {mb = 536.9, wrong = "paged split_kv gqa auto split_kv/1 gqa/1"}),
    }
    assert.are.equal("targets: 1 of 1 rows met; no correct launch to judge at b 1x131072", lines[1])
    assert.are.equal("auto: within 0.0 % of the best on every row where it ran correctly (target 5 %; the farthest: "
      .. "a 1x65536); no correct run at b 1x131072", lines[2])
  end)

  it("does not say no row has a target where the rows that might were not judged", function()
    local lines = targets.verdicts{row("long 1x16384", {mb = 67.1, wrong = "paged split_kv gqa auto"})}
    assert.are.same({"targets: none judged; no correct launch to judge at long 1x16384",
                     "auto: no correct run at long 1x16384"}, lines)
  end)

  it("says where auto gave no correct run, not within 5 % on every row", function()
    local lines = targets.verdicts{
      row("c 2x60", {mb = 0.5, met = "yes", target = "<= 5 us", pct_peak = 5.7, best_us = 1.85, auto_vs_best = 1.02,
                     wrong = ""}),
      row("d 1x16384", {mb = 67.1, met = "", target = "", pct_peak = 40, best_us = 900, wrong = "auto"}),
    }
    assert.are.equal("auto: within 2.0 % of the best on every row where it ran correctly (target 5 %; the farthest: "
      .. "c 2x60); no correct run at d 1x16384", lines[2])
    lines = targets.verdicts{
      row("c 2x60", {mb = 0.5, met = "", target = "", best_us = 1.85, auto_vs_best = 1.2, wrong = ""}),
      row("d 1x16384", {mb = 67.1, met = "", target = "", best_us = 900, wrong = "split_kv/4 auto"}),
    }
    assert.are.equal("auto: 20.0 % from the best at c 2x60, past the 5 % target; no correct run at d 1x16384", lines[2])
  end)

  it("reads a launch named like auto as another launch", function()
    local lines = targets.verdicts{
      row("c 2x60", {mb = 0.5, met = "", target = "", best_us = 1.85, auto_vs_best = 1.0, wrong = "autox"}),
    }
    assert.are.equal("auto: within 0.0 % of the best on every row (target 5 %; the farthest: c 2x60)", lines[2])
  end)
end)
