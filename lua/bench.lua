-- The measuring step every scenario shares: check a kernel against the
-- reference, and only then time it. A wrong kernel's row says NO and carries
-- no speed-up; every timed row carries GB/s and its share of the bandwidth
-- pabench measured on this device.
local pa = require "pa"
local report = require "pa.report"

local M = {}

M.TOLERANCE = {fp16 = 2e-2, bf16 = 2e-2, fp32 = 1e-3}

local peak_cache = {}

-- the device's streaming-read bandwidth, measured once per run and backend
function M.peak_gbps()
  local be = pa.backend()
  if not peak_cache[be] then peak_cache[be] = pa.read_bandwidth() end
  return peak_cache[be]
end

-- The read taken again once a run has measured, on the CPU: a virtual
-- machine's read can switch between two levels within seconds (34-38 and 56-66
-- GB/s on a two-vCPU Zen 4, bench/runs/2026-12-08-cpu-zen4/), and every % peak
-- of the run is against the read taken first. nil on a GPU, whose read holds
-- from run to run and costs an 8 GiB buffer to take.
function M.read_at_end()
  if pa.backend() ~= "cpu" then return nil end
  return pa.read_bandwidth(true)
end

-- how far the read may move between a run's start and its end before the run
-- says so (read_moved_line)
M.READ_MOVED = 0.10

function M.read_moved_line(start, finish)
  if not (start and finish and start > 0) then return nil end
  local change = finish / start - 1
  if math.abs(change) <= M.READ_MOVED then return nil end
  return string.format("read bandwidth moved during the run: %.1f GB/s at the start, %.1f at the end (%+.0f %%); "
    .. "every %% peak is against the start's, so the run's %% figures and targets are not against one read",
    start, finish, 100 * change)
end

-- The SMs' peak clock in MHz where the backend knows it (CUDA), and whether a
-- row's SM clock (the lower of its readings before and after the samples) was
-- under report.CLOCK_LOW of it: a power or thermal cap, a clock someone set, or
-- a GPU still rising from idle, under that row's times.
function M.peak_clock_mhz()
  local khz = pa.device().sm_clock_khz
  return khz and khz / 1e3
end

function M.slow_clock(mhz, peak_mhz)
  return mhz ~= nil and peak_mhz ~= nil and mhz < report.CLOCK_LOW * peak_mhz
end

-- the noise column: the spread past 5 %, and an SM clock under report.CLOCK_LOW of its peak
function M.noise_cell(row)
  local parts = {}
  if row.noisy then parts[#parts + 1] = string.format("%.0f%% spread", 100 * row.rel_spread) end
  if row.slow_clock then parts[#parts + 1] = string.format("SM clock %.0f MHz", row.sm_clock_mhz) end
  return table.concat(parts, ", ")
end

-- timing options from scenario options (or defaults)
function M.timing(opts, defaults)
  defaults = defaults or {}
  local cuda = pa.backend() == "cuda"
  local t = {
    warmup = opts.warmup or defaults.warmup or (cuda and 10 or 1),
    iters = opts.iters or defaults.iters or (cuda and 100 or 5),
    l2 = opts.l2 or "cold",
    layers = opts.layers or defaults.layers or 1,
    tables = opts.tables or "shared",
  }
  if cuda then t.graph = opts.graph ~= false end
  -- --quick trims the scenario's counts, never one the command line gave (as
  -- sweep.shrink leaves the sizes it gave)
  if opts.quick then
    if not opts.warmup then t.warmup = math.min(t.warmup, cuda and 3 or 1) end
    if not opts.iters then t.iters = math.min(t.iters, cuda and 20 or 3) end
  end
  return t
end

-- what kernel:time takes of a timing table
function M.time_options(timing)
  return {warmup = timing.warmup, iters = timing.iters, graph = timing.graph, l2 = timing.l2, tables = timing.tables}
end

-- How many layers timing.layers asks for a batch of `bytes` (0: enough for 1 GB).
function M.layer_count(timing, bytes)
  local n = timing.layers or 1
  if n == 0 then return require("pa.sweep").layers_for(bytes) end
  return n
end

-- The layers of a step for `batch`: it, then n - 1 batches of its shape, lengths
-- and block table over pools of their own (same size, other data), as an
-- engine's layers read one block table over a KV cache each.
function M.sibling_layers(batch, n)
  local c = batch.cache
  local list, tables, lens = {batch}, batch:block_table(), batch.context_lens
  for i = 2, n do
    local pool = pa.cache{blocks = c.blocks, block_size = c.block_size, kv_heads = c.kv_heads,
                          head_dim = c.head_dim, dtype = c.dtype, seed = c.seed + 1000 * i}
    list[i] = pa.batch{cache = pool, block_tables = tables, heads = batch.heads, context_lens = lens, seed = 1000 + i}
  end
  return list
end

-- Frees the layers from `from` (default 1) on, and their pools: device memory
-- back at once rather than at collection.
function M.free_layers(list, from)
  for i = from or 1, #list do
    local b = list[i]
    local pool = b.cache
    b:free()
    pool:close()
  end
end

-- Layers for a batch that was built alone (a scenario's --layers). The layers
-- of the last batch asked about are kept for the kernels that follow on it; a
-- new batch gives theirs back.
local kept = {}

function M.release_layers()
  M.free_layers(kept.list or {}, 2)
  kept = {}
end

function M.layers_of(batch, n)
  if n <= 1 then return batch end
  if kept.batch == batch and #kept.list == n then return kept.list end
  M.release_layers()
  kept = {batch = batch, list = M.sibling_layers(batch, n)}
  return kept.list
end

-- kernel: a pa.kernel; ref: batch:reference() (computed once per batch)
-- Check, then time. `batch` may be a list of batches of one shape (the layers
-- of a step, kernel:time's list form): the first is checked against `ref`, and
-- the times are per layer. A single batch is timed as timing.layers layers
-- (M.layers_of).
function M.measure(kernel, batch, ref, timing)
  local row = {kernel = kernel.name}
  local first = type(batch) == "table" and batch[1] or batch
  local ok, out = pcall(kernel.run, kernel, first)
  if not ok then
    row.correct, row.error = "ERROR", tostring(out)
    return row
  end
  local err = out:max_abs_err(ref)
  row.max_err = err
  local good = err == err and err < M.TOLERANCE[first.dtype]
  row.correct = good and "yes" or "NO"
  row.launch = kernel:plan(first).launch
  if not good then return row end
  if type(batch) ~= "table" then batch = M.layers_of(batch, M.layer_count(timing, batch.bytes)) end
  local s = kernel:time(batch, M.time_options(timing))
  row.us, row.median_us, row.mean_us, row.p90_us = s.min, s.median, s.mean, s.p90
  row.stdev_us, row.rel_spread, row.noisy = s.stdev, s.rel_spread, s.noisy
  row.sm_clock_mhz, row.sm_clock_start_mhz, row.sm_clock_end_mhz = s.sm_clock_mhz, s.sm_clock_start_mhz,
    s.sm_clock_end_mhz
  if s.sm_clock_mhz then row.slow_clock = M.slow_clock(s.sm_clock_mhz, M.peak_clock_mhz()) end
  row.gbps = s.gbps
  row.pct_peak = 100 * s.gbps / M.peak_gbps()
  row.samples = s.samples
  row.layers = s.layers
  return row
end

-- speed-up of each correct row against the row named `base` (NO rows get none)
function M.speedups(rows, base)
  local base_us
  for _, r in ipairs(rows) do if r.kernel == base and r.us then base_us = r.us end end
  for _, r in ipairs(rows) do
    if base_us and r.us then r.speedup = base_us / r.us end
  end
end

M.NOISE_COLUMN = {key = "noisy", title = "noise", fmt = function(_, r) return M.noise_cell(r) end}

M.columns = {
  {key = "kernel", title = "kernel", align = "left"},
  {key = "launch", title = "launch", align = "left"},
  {key = "max_err", title = "max_err", fmt = "%.2e"},
  {key = "correct", title = "correct"},
  {key = "us", title = "best us", fmt = "%.2f"},
  {key = "median_us", title = "median us", fmt = "%.2f"},
  {key = "gbps", title = "GB/s", fmt = "%.1f"},
  {key = "pct_peak", title = "% peak", fmt = "%.1f"},
  {key = "speedup", title = "speedup", fmt = "%.2fx"},
  M.NOISE_COLUMN,
}

function M.header(timing)
  print(report.device_line(pa))
  print(string.format("read bandwidth: %.1f GB/s measured by pabench (streaming read)", M.peak_gbps()))
  print(report.method_line(timing))
  local clock = report.clock_line(M.peak_clock_mhz(), report.CLOCK_LOW)
  if clock then print(clock) end
  if timing.l2 == "warm" then
    print("warm L2: K/V that fit in the caches are read from them, faster than the streaming read, so % peak may pass 100")
  end
end

-- one-line progress on stderr while a sweep runs on a terminal
function M.progress(opts)
  local tty = not opts.quiet and os.getenv("TERM") and os.execute("test -t 2") == true
  local last = 0
  return function(done, total, what)
    if not tty then return end
    io.stderr:write(string.format("\r\27[K[%d/%d] %s", done, total, what or ""))
    if done == total then io.stderr:write("\r\27[K") end
    io.stderr:flush()
    last = done
  end
end

return M
