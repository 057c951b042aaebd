-- Where splitting the KV axis starts to pay, read from measured rows: no I/O,
-- so the specs can pin the verdict on rows made up to the case. A row is
-- {kernel, ctx, us, splits, speedup} as pa.bench.measure and the sweep leave
-- it; a row without `us` gave no correct run.
local M = {}

-- The crossover of `kernel` against `base` among `rows` (one batch size): the
-- shortest length L such that at L and at every longer length measured, the
-- kernel ran split (splits > 1), was correct, and beat the base. A kernel that
-- ran with one split is not splitting, whatever its name. A length where the
-- base has no correct time sets nothing to beat: it is left out, neither a win
-- nor a loss. A length where the kernel itself gave no correct run ends the run
-- of wins, and is returned as `wrong_at`.
function M.find(rows, kernel, base)
  local by_len = {}
  for _, r in ipairs(rows) do
    by_len[r.ctx] = by_len[r.ctx] or {}
    by_len[r.ctx][r.kernel] = r
  end
  local lens = {}
  for l in pairs(by_len) do lens[#lens + 1] = l end
  table.sort(lens)
  local from, ever_split, wrong_at = nil, false, nil
  for i = #lens, 1, -1 do
    local at = by_len[lens[i]]
    local k, b = at[kernel], at[base]
    if k and k.splits and k.splits > 1 then ever_split = true end
    if b and b.us then
      if not (k and k.us) then
        wrong_at = lens[i]
        break
      end
      if not (k.splits and k.splits > 1 and k.us < b.us) then break end
      from = lens[i]
    end
  end
  local longest = lens[#lens] and by_len[lens[#lens]][kernel]
  return {kernel = kernel, from = from, ever_split = ever_split, longest = lens[#lens], wrong_at = wrong_at,
          speedup_at_longest = longest and longest.speedup,
          speedup_at_from = from and by_len[from][kernel].speedup}
end

-- the lengths at which `base` gave no correct time, shortest first
function M.left_out(rows, base)
  local out = require("pa.summary").no_run(rows, "ctx", function(r) return r.kernel == base end)
  table.sort(out)
  return out
end

local function part(c)
  if c.from then
    local at_longest = c.speedup_at_longest and string.format(", %.2fx at %d", c.speedup_at_longest, c.longest) or ""
    -- where the kernel failed below `from` it might have won: the crossover may lie lower
    local below = c.wrong_at and string.format(", no correct run at %d", c.wrong_at) or ""
    return string.format("%s from %d: %.2fx there%s%s", c.kernel, c.from, c.speedup_at_from, at_longest, below)
  elseif c.wrong_at then
    return string.format("%s gave no correct run at %d", c.kernel, c.wrong_at)
  elseif not c.ever_split then
    return c.kernel .. " never split"
  end
  return string.format("%s not faster through %d%s", c.kernel, c.longest,
    c.speedup_at_longest and string.format(" (%.2fx)", c.speedup_at_longest) or "")
end

-- The verdict line of one batch size, and the crossovers it rests on (each with
-- `batch` and, where the base gave no correct run somewhere, `base_left_out`).
-- o: kernels (names, in order), splitters (set of names), base, first and last
-- (the length range asked for). "Stays ahead" is said only where the base ran
-- correctly at every length.
function M.line(batch, rows, o)
  local parts, found, first = {}, {}, nil
  local left_out = M.left_out(rows, o.base)
  for _, name in ipairs(o.kernels) do
    if o.splitters[name] then
      local c = M.find(rows, name, o.base)
      c.batch = batch
      c.base_left_out = #left_out > 0 and left_out or nil
      found[#found + 1] = c
      if c.from and (not first or c.from < first) then first = c.from end
      parts[#parts + 1] = part(c)
    end
  end
  if #left_out > 0 then
    local l = {}
    for i, v in ipairs(left_out) do l[i] = tostring(v) end
    parts[#parts + 1] = string.format("%s gave no correct run at %s, left out", o.base, table.concat(l, ", "))
  end
  local why = table.concat(parts, "; ")
  if first then
    return string.format("crossover at batch %d: splitting beats %s from KV length %d on (%s)", batch, o.base,
      first, why), found
  end
  local verdict = #left_out > 0 and "none where " .. o.base .. " ran correctly" or o.base .. " stays ahead"
  return string.format("crossover at batch %d: none in %d..%d, %s (%s)", batch, o.first, o.last, verdict, why), found
end

return M
