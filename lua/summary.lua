-- The closing lines scenarios print over their measured rows: no I/O, so the
-- specs can pin them on rows made up to the case. A row is what
-- pa.bench.measure and the sweep leave: {kernel, us, ...}, where a row without
-- `us` gave no correct run (correct "NO", or "ERROR" with `error`). A line
-- that picks a best or sums up among the rows names the rows it had to leave
-- out, so that it is not read as covering them.
local M = {}

-- the kernels of `rows` in the order they first appear
local function kernels_of(rows)
  local order, seen = {}, {}
  for _, r in ipairs(rows) do
    if not seen[r.kernel] then seen[r.kernel] = true; order[#order + 1] = r.kernel end
  end
  return order
end

-- r[key] of each row of `rows` that gave no correct run and that `keep`
-- (optional) takes, in the rows' order: what a line names as left out
function M.no_run(rows, key, keep)
  local out = {}
  for _, r in ipairs(rows) do
    if not r.us and (not keep or keep(r)) then out[#out + 1] = r[key] end
  end
  return out
end

-- Each timed row's time against its kernel's best over `rows` (vs_best: the
-- best over the row's time, 1 on the best); returns the best per kernel.
function M.vs_best(rows)
  local best = {}
  for _, r in ipairs(rows) do
    if r.us and (not best[r.kernel] or r.us < best[r.kernel]) then best[r.kernel] = r.us end
  end
  for _, r in ipairs(rows) do
    if r.us then r.vs_best = best[r.kernel] / r.us end
  end
  return best
end

-- The setting (`key`: "chunk", "splits") each kernel was best at, a line each
-- (one per setting where two tie), from rows M.vs_best has marked. The
-- settings where the kernel gave no correct run are named: its best is of the
-- others only.
function M.best_settings(rows, key)
  local lines = {}
  for _, name in ipairs(kernels_of(rows)) do
    local failed = M.no_run(rows, key, function(r) return r.kernel == name end)
    local best = {}
    for _, r in ipairs(rows) do
      if r.kernel == name and r.vs_best == 1 then best[#best + 1] = r end
    end
    local left_out = table.concat(failed, ", ")
    if #best == 0 then
      lines[#lines + 1] = string.format("%s: no correct run at any %s (%s)", name, key, left_out)
    end
    for _, r in ipairs(best) do
      lines[#lines + 1] = string.format("%s best at %s %d (%.1f us)%s", r.kernel, key, r[key], r.us,
        #failed > 0 and string.format("; no correct run at %s %s, left out", key, left_out) or "")
    end
  end
  return lines
end

-- The line naming the fastest correct row of one group of `rows` (a mix of
-- heterogeneous.lua), padded to `width`, its launch, GB/s and share of the
-- read. The kernels that gave no correct run are named: the fastest is of the
-- others only, and none of them may be the fastest at all.
function M.fastest(name, rows, width)
  local best, failed = nil, M.no_run(rows, "kernel")
  for _, r in ipairs(rows) do
    if r.us and (not best or r.us < best.us) then best = r end
  end
  local label = string.format("%-" .. (width or 0) .. "s fastest:", name)
  if not best then
    return string.format("%s none, no kernel gave a correct run (%s)", label, table.concat(failed, ", "))
  end
  return string.format("%s %s at %.1f GB/s (%.1f%% of the measured read bandwidth)%s", label,
    best.launch or best.kernel, best.gbps, best.pct_peak,
    #failed > 0 and "; no correct run from " .. table.concat(failed, ", ") .. ", left out" or "")
end

-- The line of prefix.lua for one shared prefix: what sharing bought each
-- kernel (vs_private on its shared row), from the rows of that prefix, private
-- and shared; nil where nothing was shared. A kernel without a correct run on
-- either table has no ratio: it is named with the tables it failed on, not
-- dropped from the list.
function M.sharing(prefix, rows)
  local parts, failed, private_failed, any = {}, {}, {}, false
  for _, r in ipairs(rows) do
    if r.tables == "private" and not r.us then private_failed[r.kernel] = true end
  end
  for _, r in ipairs(rows) do
    if r.tables == "shared" then
      any = true
      if r.vs_private then
        parts[#parts + 1] = string.format("%s %.2fx", r.kernel, r.vs_private)
      else
        local on = {}
        if private_failed[r.kernel] then on[#on + 1] = "private" end
        if not r.us then on[#on + 1] = "shared" end
        failed[#failed + 1] = string.format("%s (%s)", r.kernel, table.concat(on, ", "))
      end
    end
  end
  if not any then return nil end
  return string.format("prefix %d shared, time against private: %s%s", prefix,
    #parts > 0 and table.concat(parts, ", ") or "none",
    #failed > 0 and "; no correct run: " .. table.concat(failed, ", ") or "")
end

-- The shape of one kernel's curve in readbench.lua: the floor at its shortest
-- history, and what the last leg costs against how much longer the history
-- got, over `rows` of that kernel in the order of their history. Returns the
-- summary entry, its line, and the lengths without a correct run; the entry
-- is nil where fewer than two lengths gave a correct run, as there is no
-- curve. Those lengths are named (and kept in the entry, as no_correct_run):
-- the floor, the top and the last leg are of the lengths that ran, which need
-- not be the sweep's.
function M.curve(name, rows)
  local t, failed = {}, M.no_run(rows, "history")
  for _, r in ipairs(rows) do
    if r.us then t[#t + 1] = r end
  end
  local gap = #failed > 0 and "; no correct run at " .. table.concat(failed, ", ") .. ", left out" or ""
  if #t < 2 then
    return nil, string.format("%-8s no curve: a correct run at %d of %d lengths%s", name, #t, #rows,
      #failed > 0 and " (none at " .. table.concat(failed, ", ") .. ")" or ""), failed
  end
  local a, b, c = t[1], t[#t - 1], t[#t]
  local s = {kernel = name, floor_us = a.us, floor_history = a.history, top_us = c.us, top_history = c.history,
             last_leg_growth = c.history / b.history, last_leg_cost = c.us / b.us,
             no_correct_run = #failed > 0 and failed or nil}
  return s, string.format(
    "%-8s %.1f us at %d tokens -> %.1f us at %d; the last leg (%d -> %d, %gx the history) costs %.1fx the time%s",
    name, a.us, a.history, c.us, c.history, b.history, c.history, s.last_leg_growth, s.last_leg_cost, gap), failed
end

-- The note under page_size.lua's ratios, or nil: the kernels and configs
-- whose row at the base block size gave no correct run, so that their other
-- sizes, timed or not, have nothing to be set against. Their '-' is not a
-- size left untimed.
function M.base_gaps(rows, base)
  local order, configs = {}, {}
  for _, r in ipairs(rows) do
    if r.block == base and not r.us then
      if not configs[r.kernel] then configs[r.kernel] = {}; order[#order + 1] = r.kernel end
      table.insert(configs[r.kernel], r.config)
    end
  end
  if #order == 0 then return nil end
  local parts = {}
  for i, k in ipairs(order) do parts[i] = string.format("%s (%s)", k, table.concat(configs[k], ", ")) end
  return string.format("no ratios where the kernel gave no correct run in blocks of %d: %s", base,
    table.concat(parts, ", "))
end

return M
