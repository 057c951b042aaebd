-- The targets issue 5 holds the decode kernels to, and the verdicts over a
-- peak.lua run's rows: pure functions, so the specs pin them.
local report = require "pa.report"

local M = {}

-- the suite's sizes are in decimal megabytes, as its table prints them
local MB = 1e6
M.MB = MB

-- auto's launch against the best launch of a sweep: at most 5 % slower
M.AUTO_MARGIN = 1.05

-- The target for a config of `bytes` of K/V whose best launch took best_us at
-- pct % of the read: met (true, false, or nil where the size has none) and the
-- target as the table shows it. GPU: >= 256 MB 90 % of the measured read,
-- 16-67 MB 70 %, <= 4 MB 5 us a decode step; CPU: >= 64 MB 50 %.
function M.target(bytes, best_us, pct, is_gpu)
  if not is_gpu then
    if bytes >= 64 * MB then return pct >= 50, ">= 50 %" end
    return nil, ""
  end
  if bytes >= 256 * MB then return pct >= 90, ">= 90 %" end
  if bytes >= 16 * MB and bytes <= 67.2 * MB then return pct >= 70, ">= 70 %" end
  if bytes <= 4.2 * MB then return best_us <= 5, "<= 5 us" end
  return nil, ""
end

-- whether the launch `name` is among those a row's `wrong` lists (its
-- launches that gave no correct run, space-separated)
local function wrong_at(r, name)
  for w in (r.wrong or ""):gmatch("%S+") do
    if w == name then return true end
  end
  return false
end

-- ", "-joined configs of the rows `keep` takes
local function configs(rows, keep)
  local out = {}
  for _, r in ipairs(rows) do
    if keep(r) then out[#out + 1] = r.config end
  end
  return table.concat(out, ", ")
end

-- The verdicts over peak.lua's rows, a line each: the target rows met and
-- which missed (figure and target), auto's farthest distance from the best, and
-- where --compare's Triton and SDPA sit (rows of 256 MB and more for SDPA).
-- A row where no launch gave a correct run has no best to hold to a target,
-- and one where auto gave none has no auto to compare: each is named, so that
-- a count or an "every row" is not read as covering it.
function M.verdicts(rows)
  local lines, with, missed = {}, 0, {}
  for _, r in ipairs(rows) do
    if r.met == "yes" or r.met == "MISSED" then
      with = with + 1
      if r.met == "MISSED" then
        -- a share just under its line, in enough digits not to read as on it (89.96 %, not 90.0 %)
        local goal, pct = tonumber(r.target:match("[%d.]+")), r.pct_peak and string.format("%.1f", r.pct_peak)
        if pct and goal and tonumber(pct) >= goal then pct = string.format("%.2f", math.floor(r.pct_peak * 100) / 100) end
        missed[#missed + 1] = string.format("%s (%s, target %s)", r.config,
          r.target:find("us") and string.format("%.2f us", r.best_us) or pct .. " %", r.target)
      end
    end
  end
  local unjudged = configs(rows, function(r) return not r.best_us and (r.wrong or "") ~= "" end)
  if with == 0 then
    lines[1] = unjudged == "" and "targets: no row here has one" or "targets: none judged"
  else
    lines[1] = string.format("targets: %d of %d rows met%s", with - #missed, with,
      #missed > 0 and "; missed: " .. table.concat(missed, ", ") or "")
  end
  if unjudged ~= "" then lines[1] = lines[1] .. "; no correct launch to judge at " .. unjudged end
  -- auto's distance: timed again side by side where the sweep put it past the
  -- margin (auto_vs_best_again), else the sweep's
  local worst, where, swept = nil, nil, {}
  for _, r in ipairs(rows) do
    local ratio = r.auto_vs_best_again or r.auto_vs_best
    if ratio and (not worst or ratio > worst) then worst, where = ratio, r.config end
    if r.auto_vs_best_again then
      swept[#swept + 1] = string.format("%s (%.3f in the sweep, %.3f side by side)", r.config, r.auto_vs_best,
        r.auto_vs_best_again)
    end
  end
  local auto_wrong = configs(rows, function(r) return wrong_at(r, "auto") end)
  local auto_gap = auto_wrong ~= "" and "; no correct run at " .. auto_wrong or ""
  if worst then
    lines[#lines + 1] = (worst <= M.AUTO_MARGIN
      and string.format("auto: within %.1f %% of the best on every row%s (target 5 %%; the farthest: %s)",
        100 * math.max(worst - 1, 0), auto_gap ~= "" and " where it ran correctly" or "", where)
      or string.format("auto: %.1f %% from the best at %s, past the 5 %% target", 100 * (worst - 1), where))
      .. auto_gap
    if #swept > 0 then
      lines[#lines + 1] = "  auto/best past 1.05 in the sweep, then both launches timed again side by side: "
        .. table.concat(swept, ", ")
    end
  elseif auto_wrong ~= "" then
    lines[#lines + 1] = "auto: no correct run at " .. auto_wrong
  end
  -- the lowest ratio of a column, where it is, and how many rows are under `line`
  local function lowest(key, line, only)
    local least, at, under, n = nil, nil, 0, 0
    for _, r in ipairs(rows) do
      local v = r[key]
      if v and (not only or only(r)) then
        n = n + 1
        if v < line then under = under + 1 end
        if not least or v < least then least, at = v, r.config end
      end
    end
    return least, at, under, n
  end
  -- above: what a ratio at or over the line is called; below: one under it
  local function ratio_line(what, key, line, above, below, only)
    local least, at, under, n = lowest(key, line, only)
    if not least then return end
    lines[#lines + 1] = string.format("%s: %s; the lowest %.2fx (%s)", what,
      under == 0 and string.format("%s on every row (%d)", above, n)
      or string.format("%s on %d of %d rows", below, under, n), least, at)
  end
  ratio_line("x triton layers", "vs_triton", 1, "faster", "slower")
  ratio_line("x triton alone", "vs_triton_alone", 1, "faster", "slower")
  local big = function(r) return r.mb >= 256 end
  ratio_line("x sdpa layers at >= 256 MB", "vs_sdpa", 0.95, "within 5 % or faster", "over 5 % slower", big)
  ratio_line("x sdpa alone at >= 256 MB", "vs_sdpa_alone", 0.95, "within 5 % or faster", "over 5 % slower", big)
  -- the SM clock the best launches ran at, where the backend reads it
  local low, high = nil, nil
  for _, r in ipairs(rows) do
    local v = r.sm_clock_mhz
    if v then low, high = math.min(low or v, v), math.max(high or v, v) end
  end
  if low then
    local slow = configs(rows, function(r) return r.slow_clock == true end)
    local under = string.format("under %.0f %% of its peak", 100 * report.CLOCK_LOW)
    lines[#lines + 1] = string.format("SM clock: %.0f-%.0f MHz over the rows; %s", low, high,
      slow == "" and "none " .. under or under .. " at " .. slow)
  end
  return lines
end

return M
