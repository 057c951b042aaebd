-- `pabench check`: the conformance matrix. Every kernel against the float64
-- reference over dtypes, head dims, block sizes, GQA groups, allocators and
-- mixed context lengths, with the seed's rule (fp16/bf16: max abs error below
-- 2e-2). Exit status 1 on any failure. `--quick` is the subset CI runs on the CPU.
local pa = require "pa"
local options = require "pa.options"
local report = require "pa.report"
local sweep = require "pa.sweep"

local USAGE = [[
usage: pabench check [--quick] [--csv FILE] [--kernels a,b,...] [--no-timing] [--verbose]
       pabench check --random N [--seed S] [--start I] [--kernels a,b,...] [--csv FILE] [--verbose]
  Runs every kernel against the reference over the conformance matrix and prints
  PASS/FAIL per configuration. --quick runs the subset CI uses on the CPU backend.
  --random N runs N configurations drawn from the whole space instead (dtypes, head
  dims, block sizes 1 to 1024, 1 to 32 kv heads, groups 1 to 16, batches of 1 to 512
  mixed lengths, tables with holes or a shared prefix, scales 0.01 to 2, split
  counts to 48, some as the layers of a step timed back to back before each is
  checked), from --seed S (default 1), numbered from --start I (default 1):
  configuration I of a seed is the same on every machine, and
  `--random 1 --start I --seed S` runs it alone.
  --kernels runs only those kernels (or variants, as paged/c16), in the matrix and in
  the rows after it that check kernels, on the same data as a full check; a row that
  runs none of them says which it needs. The rows that check the harness itself (the
  generator, a wrong answer caught, a refused pool, the L2 flush) run as they are.
  --no-timing leaves out the rows that judge timings (the L2 flush, the SM clock, the read
  bandwidth), as it does by itself under a CUDA tool (compute-sanitizer, Nsight Compute),
  whose instrumentation makes those timings meaningless.]]

local TOLERANCE = {fp16 = 2e-2, bf16 = 2e-2, fp32 = 1e-3}

-- kernel variants: each family member, and the options that change its code path
local VARIANTS = {
  {label = "naive", name = "naive"},
  {label = "gather", name = "gather"},
  {label = "paged_scalar", name = "paged_scalar"},
  {label = "paged", name = "paged"},
  {label = "paged/c16", name = "paged", opts = {chunk = 16}},
  {label = "split_kv", name = "split_kv"},
  {label = "split_kv/s7", name = "split_kv", opts = {splits = 7}},
  {label = "gqa", name = "gqa"},
  {label = "gqa/s5", name = "gqa", opts = {splits = 5}},
  {label = "auto", name = "auto"},
}

local function matrix(quick)
  if quick then
    return {
      dtypes = {"fp16", "bf16", "fp32"}, head_dims = {64, 128}, block_sizes = {1, 16},
      groups = {1, 4}, allocators = {"contiguous", "shuffled", "fragmented"}, long = 300,
    }
  end
  return {
    dtypes = {"fp16", "bf16", "fp32"}, head_dims = {64, 128, 256}, block_sizes = {1, 16, 256},
    groups = {1, 4, 8}, allocators = {"contiguous", "shuffled", "fragmented"}, long = 3000,
  }
end

local function lengths(bs, long)
  local l = {1}
  if bs > 1 then l[#l + 1] = bs - 1 end
  l[#l + 1] = bs
  l[#l + 1] = bs + 1
  l[#l + 1] = long
  return l
end

local function usage_error(msg)
  options.abort("pabench check", msg)
end

-- an option's value, the next argument, read as the scenarios read theirs
local function value_of(args, i)
  local ok, v = pcall(options.value_at, args, i + 1, args[i]:sub(3))
  if not ok then usage_error(v) end
  return v
end

local function parse(args)
  local o = {quick = false, verbose = false, timing = true, seed = 1, start = 1}
  local i = 1
  while i <= #args do
    local a = args[i]
    -- --name value, or --name=value as the scenarios take it
    local name, inline = options.option_name(a)
    if a == "--quick" then o.quick = true
    elseif a == "--verbose" then o.verbose = true
    elseif a == "--no-timing" then o.timing = false
    elseif name == "csv" or name == "kernels" then
      o[name] = inline or value_of(args, i)
      if not inline then i = i + 1 end
    elseif name == "random" or name == "seed" or name == "start" then
      local v = inline or value_of(args, i)
      if not inline then i = i + 1 end
      local n = math.tointeger(tonumber(v))
      local lo = name == "seed" and 0 or 1
      if not n or n < lo or n > 1e9 then
        usage_error(string.format("--%s must be an integer in %d..1000000000 (got '%s')", name, lo, v))
      end
      o[name] = n
    elseif a == "-h" or a == "--help" then print(USAGE); os.exit(0)
    else
      usage_error("unknown argument '" .. a .. "'" ..
        (name and options.suggestion(name, {"quick", "csv", "kernels", "no-timing", "verbose", "random", "seed", "start", "help"}) or "") ..
        "\n" .. USAGE)
    end
    i = i + 1
  end
  if o.random and o.quick then usage_error("--quick and --random choose different checks: give one") end
  if (o.seed ~= 1 or o.start ~= 1) and not o.random then
    usage_error("--seed and --start pick the configurations of --random N: give --random too")
  end
  -- the CSV is written after the whole matrix: a path that cannot take it is
  -- refused before
  local why = o.csv and report.unwritable(o.csv)
  if why then usage_error(string.format("--csv %s: %s", o.csv, why)) end
  return o
end

-- what --kernels takes: each kernel's name and each variant's label, in order
local function variant_names()
  local names, seen = {}, {}
  for _, v in ipairs(VARIANTS) do
    for _, n in ipairs{v.name, v.label} do
      if not seen[n] then seen[n] = true; names[#names + 1] = n end
    end
  end
  return names
end

local function kernels_error(what)
  usage_error("--kernels: " .. what .. " (one of: " .. table.concat(variant_names(), ", ") .. ")")
end

-- a name that is no kernel is a mistake, not a filter that happens to match nothing
local function selected_variants(list)
  if not list then return VARIANTS end
  local known, want = {}, {}
  for _, n in ipairs(variant_names()) do known[n] = true end
  local ok, names = pcall(options.list_items, "kernels", list)
  if not ok then kernels_error((names:gsub("^%-%-kernels ", ""))) end
  for _, name in ipairs(names) do
    if not known[name] then kernels_error("unknown kernel '" .. name .. "'") end
    want[name] = true
  end
  local out = {}
  for _, v in ipairs(VARIANTS) do
    if want[v.name] or want[v.label] then out[#out + 1] = v end
  end
  return out
end

-- The CUDA backend must draw the same bits as the CPU backend for one seed.
local function check_generator(rows)
  if pa.backend() == "cpu" then return true end
  local here = pa.backend()
  local ok = true
  for _, dtype in ipairs{"fp16", "bf16", "fp32"} do
    local spec = {blocks = 4, block_size = 16, kv_heads = 2, head_dim = 64, dtype = dtype, seed = 12345}
    local dev = pa.cache(spec)
    pa.use("cpu")
    local host = pa.cache(spec)
    pa.use(here)
    local same = true
    for _, kv in ipairs{"k", "v"} do
      for _, pos in ipairs{{0, 0, 0}, {3, 15, 1}, {2, 7, 0}} do
        local a, b = dev:row(kv, pos[1], pos[2], pos[3]), host:row(kv, pos[1], pos[2], pos[3])
        for d = 1, #a do if a[d] ~= b[d] then same = false end end
      end
    end
    rows[#rows + 1] = {config = "generator " .. dtype .. ": device == host bits", result = same and "PASS" or "FAIL"}
    ok = ok and same
  end
  return ok
end

-- Cold mode must really flush: a batch that fits in L2 runs faster warm than
-- cold, one many times larger than L2 runs the same either way. Also gives the
-- large batch's cold timing, whose SM clock check_sm_clock judges.
local function check_cold_flush(rows)
  local l2 = pa.device().l2_bytes
  -- many short sequences: enough blocks in flight that memory, not latency,
  -- sets the time (bench/l2_probe.lua shows the effect by batch shape)
  local function ratio(bytes, len)
    local per_token = 2 * 8 * 128 * 2 -- K and V, 8 kv heads, head_dim 128, fp16
    local batch = math.max(1, bytes // (per_token * len))
    local lens = {}
    for i = 1, batch do lens[i] = len end
    local cache = pa.cache{blocks = batch * len // 16 + 16, block_size = 16, kv_heads = 8, head_dim = 128, seed = 9}
    local alloc = pa.allocator("shuffled", cache, {seed = 9})
    local b = pa.batch{cache = cache, allocator = alloc, heads = 32, context_lens = lens, seed = 9}
    local k = pa.kernel("auto")
    local warm = k:time(b, {warmup = 5, iters = 30, graph = true, l2 = "warm"}).min
    local cold = k:time(b, {warmup = 5, iters = 30, graph = true, l2 = "cold"})
    return warm / cold.min, b.bytes, warm, cold.min, cold
  end
  -- a decode step has a fixed cost of several microseconds, so the warm gain on
  -- a small batch is modest: it is judged against the large batch's ratio
  local small, sb, sw, sc = ratio(l2 // 4, 256)
  local large, lb, lw, lc, timed = ratio(l2 * 16, 4096)
  local small_ok, large_ok = small < 0.9 and small < large - 0.05, large > 0.9 and large < 1.1
  rows[#rows + 1] = {config = string.format("L2 cold flushes: %.0f MB batch warm/cold %.2f (%.1f / %.1f us), expected < 0.9",
    sb / 1e6, small, sw, sc), result = small_ok and "PASS" or "FAIL"}
  rows[#rows + 1] = {config = string.format("L2 cold flushes: %.0f MB batch warm/cold %.2f (%.1f / %.1f us), expected ~1",
    lb / 1e6, large, lw, lc), result = large_ok and "PASS" or "FAIL"}
  return small_ok and large_ok, timed
end

-- The read bandwidth every "% of peak" is quoted against must be a rate the
-- memory can deliver: above the device's theoretical rate (memory clock x bus
-- width) the timing is broken, far below it the read is not streaming.
local function check_read_bandwidth(rows)
  if pa.backend() ~= "cuda" then return true end
  local theory = pa.device().theoretical_gbps
  local read = pa.read_bandwidth()
  local ok = read > 0.5 * theory and read <= theory
  rows[#rows + 1] = {config = string.format("read bandwidth %.1f GB/s: %.1f %% of the theoretical %.1f, expected 50-100 %%",
    read, 100 * read / theory, theory), result = ok and "PASS" or "FAIL"}
  return ok
end

-- The SM clock read before and after the samples must read as a clock: at
-- most the device's peak (a little over for the timer's steps) and not under a
-- quarter of it, which no power cap reaches under load; a figure outside is a
-- misread. A GPU held under its peak by power, heat or a set clock still
-- passes: that is what the figure is there to show. s: a cold timing of a
-- batch many times the L2 (check_cold_flush's).
local function check_sm_clock(rows, s)
  local what = "SM clock read around the samples"
  local peak = (pa.device().sm_clock_khz or 0) / 1e3
  if not s.sm_clock_mhz then
    local off = os.getenv("PABENCH_SM_CLOCK") == "0"
    rows[#rows + 1] = {config = what, result = off and "not run: PABENCH_SM_CLOCK=0" or "FAIL: no figure"}
    return off
  end
  local a, b = s.sm_clock_start_mhz, s.sm_clock_end_mhz
  local ok = peak > 0 and math.min(a, b) >= 0.25 * peak and math.max(a, b) <= 1.02 * peak
  rows[#rows + 1] = {config = string.format("%s: %.0f MHz before, %.0f after, peak %.0f, expected 25-100 %% of it",
    what, a, b, peak), result = ok and "PASS" or "FAIL"}
  return ok
end

-- A CUDA tool slows every kernel it watches, so the timings it sees judge the
-- tool rather than the cache flush or the memory. Each leaves its mark in the
-- environment of the process it runs (the first two as read on an H200 with
-- CUDA 13.0; the last is how a tool loads its library by CUDA's own rule).
local CUDA_TOOLS = {
  {"NV_SANITIZER_INJECTION_TRANSPORT_TYPE", "compute-sanitizer"},
  {"NV_NSIGHT_INJECTION_TRANSPORT_TYPE", "Nsight Compute"},
  {"CUDA_INJECTION64_PATH", "a CUDA tool"},
}

-- The CUDA tool this process runs under, as "under <tool> (<VAR> is set)", or nil.
local function cuda_tool()
  if pa.backend() ~= "cuda" then return nil end
  for _, t in ipairs(CUDA_TOOLS) do
    local v = os.getenv(t[1])
    if v and v ~= "" then return "under " .. t[2] .. " (" .. t[1] .. " is set)" end
  end
end

-- Why the timing rows are left out, or nil.
local function timing_skipped(o)
  if pa.backend() ~= "cuda" then return nil end
  if not o.timing then return "--no-timing" end
  local tool = cuda_tool()
  if tool then return tool .. ", whose instrumentation sets the times" end
end

-- A refused allocation must leave the backend as it was. The CUDA runtime keeps
-- a failed call's error as its last one, and a launch checked after it would
-- take it for its own: a pool past the device's memory made the next pool's
-- fill fail with "out of memory". Each half of this pool is past the memory,
-- so nothing is allocated and released (a release of tens of GB slows the
-- reads after it for a while: src/backend_cuda.cu). Not under a CUDA tool,
-- which reports the refusal itself as an error.
local function check_refused_allocation(rows)
  local what = "a pool past the device's memory is refused, and the next one runs"
  local tool = cuda_tool()
  if tool then
    rows[#rows + 1] = {config = what, result = "not run: " .. tool .. ", which counts the refusal as an error"}
    return true
  end
  local memory = pa.device().memory_bytes
  local blocks = math.ceil(1.2 * memory / (16 * 8 * 128 * 2))
  if memory <= 0 or blocks > 2147483647 then
    rows[#rows + 1] = {config = what, result = "not run: the device's memory size is unknown or past what a pool names"}
    return true
  end
  -- refused for its size, not for a shape error
  local made, why = pcall(pa.cache, {blocks = blocks})
  local refused = not made and (tostring(why):find("available", 1, true) or tostring(why):find("out of memory", 1, true))
    and true or false
  local ran, err = pcall(function()
    local cache <close> = pa.cache{blocks = 64, block_size = 16, kv_heads = 2, head_dim = 64, seed = 3}
    local b <close> = pa.batch{cache = cache, allocator = pa.allocator("shuffled", cache, {seed = 3}), heads = 4,
                              context_lens = {100, 37}}
    return pa.kernel("gqa"):run(b):max_abs_err(b:reference())
  end)
  local ok = refused and ran and err < TOLERANCE.fp16
  rows[#rows + 1] = {config = what .. (refused and "" or ": not refused for its size (" .. tostring(why) .. ")")
                       .. (ran and "" or ": " .. tostring(err)),
                     result = ok and "PASS" or "FAIL"}
  return ok
end

-- The check itself must be able to fail: a kernel's output measured against the
-- reference of another query must be rejected.
local function check_detects_wrong_answers(rows)
  local cache = pa.cache{blocks = 64, block_size = 16, kv_heads = 2, head_dim = 64, seed = 5}
  local alloc = pa.allocator("shuffled", cache, {seed = 5})
  local a = pa.batch{cache = cache, allocator = alloc, heads = 4, context_lens = {100, 37}, seed = 1}
  local b = pa.batch{cache = cache, allocator = alloc, heads = 4, context_lens = {100, 37}, seed = 2}
  local err = pa.kernel("paged"):run(a):max_abs_err(b:reference())
  local caught = not (err < TOLERANCE.fp16)
  rows[#rows + 1] = {config = string.format("a wrong answer is caught (err %.2g)", err), result = caught and "PASS" or "FAIL"}
  return caught
end

-- the kernel names --kernels selects, a variant's label selecting its kernel,
-- as a set; nil where --kernels is not given, which selects every kernel
local function selected_kernels(o, variants)
  if not o.kernels then return nil end
  local want = {}
  for _, v in ipairs(variants) do want[v.name] = true end
  return want
end

-- "a", "a or b", "a, b or c"
local function either(names)
  if #names < 2 then return names[1] or "" end
  return table.concat(names, ", ", 1, #names - 1) .. " or " .. names[#names]
end

-- Errors against the fp16 tolerance, counted: a NaN or a raised error fails.
-- want: the kernels --kernels selects (nil: every kernel); a row runs only
-- those, so that `--kernels paged` is not kept waiting by the split kernels.
local function tally(want)
  -- drawn: the runs a check of every kernel would have made by now, which seeds
  -- the batches, so that a row's data do not depend on --kernels
  local t = {worst = 0, ok = true, runs = 0, drawn = 0, needs = {}}
  -- the launches of `specs` ({name, opts}) that --kernels selects; each name
  -- asked for is kept, for the line of a row that runs none
  function t.pick(specs)
    local out = {}
    for _, spec in ipairs(specs) do
      local known = false
      for _, n in ipairs(t.needs) do known = known or n == spec[1] end
      if not known then t.needs[#t.needs + 1] = spec[1] end
      if not want or want[spec[1]] then out[#out + 1] = spec end
    end
    return out
  end
  function t.note(err)
    t.worst = math.max(t.worst, err == err and err or math.huge)
    t.ok = t.ok and err == err and err < TOLERANCE.fp16
    t.runs = t.runs + 1
    t.drawn = t.drawn + 1
  end
  -- runs --kernels left out, counted for the seeds
  function t.skip(n) t.drawn = t.drawn + n end
  -- the row saying how many runs of `what` and the worst error, or that
  -- --kernels left out every kernel it runs; the verdict, returned
  function t.row(rows, what)
    if t.runs == 0 and want then
      rows[#rows + 1] = {config = what, result = "not run: needs " .. either(t.needs) .. " among --kernels"}
      return true
    end
    rows[#rows + 1] = {config = string.format("%d runs of %s (max err %.1e)", t.runs, what, t.worst),
                       result = t.ok and "PASS" or "FAIL"}
    return t.ok
  end
  return t
end

-- Six layers of `lens` timed back to back by each kernel of `specs`, then each
-- layer run again against its reference (on a GPU: programmatic dependent
-- launch, each layer's CTAs starting while the one before drains, the split
-- merges' counters shared across the replays).
local function time_then_run(lens, specs, t)
  local all, layer_count = #specs, 6
  specs = t.pick(specs)
  t.skip((all - #specs) * layer_count)
  if #specs == 0 then return end
  local layers = sweep.layers(lens, {block_size = 16, kv_heads = 2, head_dim = 128, dtype = "fp16"}, layer_count, 8)
  for _, spec in ipairs(specs) do
    local k = pa.kernel(spec[1], spec[2])
    k:time(layers, {warmup = 2, iters = 10, graph = true, l2 = "cold"})
    for _, b in ipairs(layers) do t.note(k:run(b):max_abs_err(b:reference())) end
  end
  require("pa.bench").free_layers(layers)
end

-- After many replays of a step, every layer must still run correctly.
local function check_layers(rows, want)
  local t = tally(want)
  time_then_run({1, 17, 300, 3000}, {{"gqa", {splits = 4}}, {"split_kv", {splits = 3}}, {"paged", {}}, {"auto", {}}}, t)
  return t.row(rows, "a step's 6 layers timed back to back, then each run again")
end

-- Every split count of `splits` by gqa and split_kv on batches of `lens`, at
-- each dtype, head_dim and group of `groups`, against the reference; blocks of
-- `block_size` tokens (16 unless given).
local function split_runs(t, lens, groups, splits, seed, block_size)
  local kernels = t.pick{{"gqa"}, {"split_kv"}}
  local skipped = #splits * (2 - #kernels) -- a configuration's runs --kernels leaves out
  if #kernels == 0 then
    t.skip(2 * 3 * #groups * skipped)
    return
  end
  local bs = block_size or 16
  local blocks = 16
  for _, len in ipairs(lens) do blocks = blocks + (len + bs - 1) // bs end
  for _, dtype in ipairs{"fp16", "bf16"} do
    for _, D in ipairs{64, 128, 256} do
      for _, group in ipairs(groups) do
        local cache = pa.cache{blocks = blocks, block_size = bs, kv_heads = 2, head_dim = D, dtype = dtype,
                               seed = t.drawn + seed}
        local alloc = pa.allocator("shuffled", cache, {seed = t.drawn + seed + 2})
        local batch = pa.batch{cache = cache, allocator = alloc, heads = 2 * group, context_lens = lens,
                               seed = t.drawn + seed + 6}
        local ref = batch:reference()
        for _, n in ipairs(splits) do
          for _, k in ipairs(kernels) do
            local done, out = pcall(function() return pa.kernel(k[1], {splits = n}):run(batch) end)
            t.note(done and out:max_abs_err(ref) or math.huge)
          end
        end
        t.skip(skipped)
        batch:free()
      end
    end
  end
end

-- Batches of one length split 2 to 8 ways: on a GPU their partitions merge
-- inside a thread-block cluster (kernels/mma_merge.cuh), a path the matrix's
-- mixed lengths never take; then the same as layers timed back to back.
local function check_uniform_splits(rows, want)
  local t = tally(want)
  split_runs(t, {777, 777, 777}, {1, 8, 16}, {2, 3, 5, 8}, 11)
  time_then_run({500, 500}, {{"gqa", {splits = 4}}, {"split_kv", {splits = 2}}}, t)
  return t.row(rows, "one-length batches split 2 to 8 ways, as layers too")
end

-- One-length batches over more CTAs than half the SMs, split 2 to 4 ways: on a
-- GPU their partitions merge through flagged words (kernels/mma_merge.cuh),
-- partition 0 waiting for the others' words; then as layers timed back to
-- back, where each launch must leave the words cleared for the next.
local function check_flagged_merge(rows, want)
  local t = tally(want)
  local lens = sweep.fill(16, 300)
  split_runs(t, lens, {1, 4, 16}, {2, 3, 4}, 23)
  time_then_run(lens, {{"gqa", {splits = 4}}, {"split_kv", {splits = 2}}, {"gqa", {splits = 3}}}, t)
  return t.row(rows, "16-sequence batches split 2 to 4 ways, as layers too")
end

-- Batches in 17 to 40 partitions: past 16 the counted merge takes two lanes a
-- column quad at head_dim 128 and 256, the general merge at head_dim 64 and
-- past 32 (kernels/mma_merge.cuh). Partitions are whole 16-token steps, so
-- each length is chosen to give its split count exactly; in the uneven batch
-- the short sequence's few partitions merge beside the long ones' many. Groups
-- of 1 to 16 heads a CTA: where a CTA's heads hold more column quads than
-- eight warps have threads (from 8 heads at head_dim 256, 16 at 128), the
-- merge gives a thread two.
local function check_wide_merge(rows, want)
  local t = tally(want)
  split_runs(t, {272, 272}, {1, 4, 8, 16}, {17}, 31)
  split_runs(t, {1500, 1500}, {1, 4, 8, 16}, {24, 32}, 37)
  split_runs(t, {640, 640}, {1, 4, 8, 16}, {40}, 41)
  split_runs(t, {1500, 300, 1500}, {1, 4, 8, 16}, {24, 32}, 43)
  return t.row(rows, "batches in 17 to 40 partitions")
end

-- Batches in 33 to 256 partitions: from 33 to 128 the counted merge takes two
-- levels, each group of 8 partitions combined by its last CTA, then the groups
-- by the last group's (kernels/pa_device.cuh merge_groups); past 128 one level.
-- Each length gives its split count exactly (16-token steps): 33 partitions
-- leave a last group of one, 70 nine groups, 128 sixteen; in the uneven batch
-- a sequence of 22 merges in one level beside two that take two.
local function check_grouped_merge(rows, want)
  local t = tally(want)
  split_runs(t, {1584, 1584}, {1, 4, 16}, {33}, 47)
  split_runs(t, {2240, 700, 1600}, {1, 4, 16}, {70}, 53)
  split_runs(t, {4096}, {1, 8}, {128, 256}, 59)
  return t.row(rows, "batches in 33 to 256 partitions, merged in groups of 8 up to 128")
end

-- Partitions of 257 to 384 tokens in a grid of one wave: eight warps of three
-- ring slots hold them whole, a warp's three steps computed as one
-- (src/plan_mma_shape.c, at head_dim 128, and at 64 in a grid of over half
-- the SMs, two CTAs an SM); then as layers timed back to back.
local function check_deep_ring(rows, want)
  local t = tally(want)
  split_runs(t, {4096}, {1, 4, 8}, {11, 12, 13}, 61)
  split_runs(t, {3072, 3072}, {1, 4}, {8, 9}, 67)
  split_runs(t, sweep.fill(12, 1000), {1, 4, 16}, {3}, 73)
  -- 120 CTAs: too many for front-loaded partitions (check_front_loaded)
  split_runs(t, sweep.fill(30, 700), {1, 4, 8}, {2}, 79)
  time_then_run({4096}, {{"gqa", {splits = 11}}, {"split_kv", {splits = 12}}, {"auto", {}}}, t)
  return t.row(rows, "partitions of 257 to 384 tokens, as layers too")
end

-- Partitions of 129 to 192 tokens in a grid of more than half the SMs and at
-- most one CTA an SM, at groups 1 to 4: four warps of three ring slots hold
-- them whole, two CTAs an SM, merging through flagged words (src/plan_mma_shape.c,
-- at head_dim 128); then as layers timed back to back.
local function check_four_slots(rows, want)
  local t = tally(want)
  local lens = sweep.fill(5, 1536)
  split_runs(t, lens, {1, 2, 3, 4}, {8, 9}, 71)
  time_then_run(lens, {{"gqa", {splits = 8}}, {"gqa", {splits = 9}}, {"auto", {}}}, t)
  return t.row(rows, "partitions of 129 to 192 tokens, as layers too")
end

-- Partitions of 193 to 256 tokens in the same kind of grid: four warps of three
-- ring slots and a fourth step each held in registers (src/plan_mma_shape.c, at
-- head_dim 128, groups 1 to 4), whole, in two parts merged through flagged
-- words, in more merged by the count; lengths that leave the last step part
-- full, the newest row in the held step; then as layers timed back to back.
local function check_held_step(rows, want)
  local t = tally(want)
  local fill = sweep.fill
  split_runs(t, fill(40, 250), {1, 2, 4}, {1}, 81)
  split_runs(t, fill(20, 500), {1, 3}, {2}, 83)
  split_runs(t, fill(9, 1000), {1, 4}, {4}, 87)
  split_runs(t, fill(5, 2000), {2, 4}, {8}, 89)
  local short = fill(39, 250)
  short[40] = 120 -- within the uniform test: its CTAs take no held step
  split_runs(t, short, {1, 4}, {1}, 91)
  -- blocks under a step, where a lane copies whole lines of four rows of each
  -- step, the held one and its newest row among them
  split_runs(t, fill(40, 250), {1, 4}, {1}, 101, 1)
  split_runs(t, fill(5, 2000), {4}, {8}, 103, 8)
  time_then_run(fill(40, 250), {{"gqa", {splits = 1}}, {"auto", {}}}, t)
  time_then_run(fill(20, 500), {{"gqa", {splits = 2}}, {"auto", {}}}, t)
  time_then_run(fill(9, 1000), {{"gqa", {splits = 4}}}, t)
  return t.row(rows, "partitions of 193 to 256 tokens, as layers too")
end

-- Whole sequences in a grid of an eighth to half of the SMs, one CTA an SM
-- (src/plan_mma_shape.c, at head_dim 128): up to 256 tokens held on chip in
-- eight warps of two ring slots (group 16), up to 384 in three, 385 to 512
-- with a fourth step each held in registers (groups 1 to 4), and at groups 8
-- and 16 the steps past the ring streamed after the dependency wait; a
-- shorter sequence whose warps take one step fewer beside them; then as
-- layers timed back to back.
local function check_whole_in_half(rows, want)
  local t = tally(want)
  local fill = sweep.fill
  split_runs(t, fill(24, 500), {1, 2, 3, 4, 8, 16}, {1}, 93)
  split_runs(t, fill(24, 300), {1, 4, 8}, {1}, 95)
  split_runs(t, fill(24, 250), {16}, {1}, 99)
  local short = fill(23, 512)
  short[24] = 470
  split_runs(t, short, {1, 4}, {1}, 97)
  time_then_run(fill(24, 500), {{"gqa", {splits = 1}}, {"auto", {}}}, t)
  time_then_run(fill(24, 370), {{"auto", {}}}, t)
  return t.row(rows, "whole sequences of 250 to 512 tokens, as layers too")
end

-- Whole sequences of a step or two over several waves of one-warp CTAs,
-- which the launch packs two a CTA, a warp each (src/plan_mma_shape.c): one
-- length at groups 1, 4 and 16 (16 heads a warp), a batch of 1 to 32 tokens
-- mixed, then as layers timed back to back. The batch follows the device's
-- SMs, so the grids are the same waves on any GPU.
local function check_packed(rows, want)
  local t = tally(want)
  local lens = sweep.fill(4 * math.max(1, pa.device().sms or 1), 12)
  split_runs(t, lens, {1, 4, 16}, {1}, 171)
  split_runs(t, sweep.mixed(#lens, 1, 32), {4}, {1}, 173)
  time_then_run(lens, {{"gqa", {splits = 1}}, {"auto", {}}}, t)
  return t.row(rows, "whole sequences of 1 to 32 tokens in one-warp CTAs packed two a CTA, as layers too")
end

-- Whole sequences of 208 tokens in grids of four CTAs an SM (a sequence for
-- every half SM at 2 kv heads), which the launch gives CTAs smaller than the
-- kernel's own count (src/plan_mma_launch.c pa_mma_whole_threads): at head_dim
-- 128 two warps at 16 heads a CTA and four at 4 heads, four at head_dim 64, one
-- ring of paired warps or three rings at head_dim 256, by `auto` and the
-- grouped kernel's default; then a batch of mixed lengths, 20 to 140 tokens,
-- which takes two warps at head_dim 128 (src/plan_mma_launch.c
-- uneven_whole_threads); each then as layers timed back to back. The batch
-- follows the device's SMs (on the CPU, its cores), so the grids are the same
-- waves on any GPU.
local function check_small_ctas(rows, want)
  local t = tally(want)
  local lens = sweep.fill(2 * math.max(1, pa.device().sms or 1), 208)
  split_runs(t, lens, {4, 16}, {1}, 163)
  time_then_run(lens, {{"gqa", {splits = 1}}, {"auto", {}}}, t)
  local mixed = sweep.mixed(#lens, 20, 140)
  split_runs(t, mixed, {4, 16}, {1}, 167)
  time_then_run(mixed, {{"auto", {}}}, t)
  return t.row(rows, "whole sequences of 208 tokens, and of 20 to 140 mixed, in CTAs of one to four warps, as layers too")
end

-- Groups 8 and 16 in the parts the planner cuts for CTAs of more than 4 heads
-- (src/plan_mma_splits.c wide_group_parts), at head_dim 64, 128 and 256: 2 to 8
-- parts of up to 450 tokens (at head_dim 128 held in three ring slots at 8
-- heads, two plus a streamed step at 16) merging in a cluster within half the
-- SMs and through flagged or counted words above it.
local function check_wide_groups(rows, want)
  local t = tally(want)
  split_runs(t, sweep.fill(12, 700), {8, 16}, {2, 3}, 101)
  split_runs(t, sweep.fill(30, 900), {8, 16}, {2}, 103)
  split_runs(t, {2048}, {8, 16}, {6, 8}, 107)
  return t.row(rows, "groups 8 and 16 in 2 to 8 parts of 234 to 450 tokens")
end

-- Front-loaded partitions (src/plan_mma_launch.c pa_front_parts,
-- src/plan_mma_shape.c): in a grid of one CTA an SM over half the SMs, a
-- sequence's first partitions hold 512 tokens (eight warps of three ring slots
-- and a step held in registers) and the rest 256, numbered partition by
-- partition, merged by the count; a batch's shorter sequence (within the
-- uniform test) with partitions to spare, or held by the long partitions alone,
-- lengths that leave the last part short, groups 1 to 8 (head_dim 128; the
-- other head dims and group 16 take the launches they did), then as layers
-- timed back to back. kv_heads 2: 4 x 4096 in 11 parts is 88 CTAs.
local function check_front_loaded(rows, want)
  local t = tally(want)
  local fill = sweep.fill
  split_runs(t, fill(4, 4096), {1, 4, 8}, {10, 11, 13}, 111)
  split_runs(t, {4096, 3700, 4000, 4096}, {2, 4}, {11}, 113)
  split_runs(t, {4096, 4096, 4096, 2500}, {4}, {11}, 127) -- the short one within the long parts
  split_runs(t, fill(4, 3500), {1, 4}, {9, 10}, 117)
  split_runs(t, fill(2, 7000), {4, 16}, {19}, 119)
  time_then_run(fill(4, 4096), {{"gqa", {splits = 11}}, {"split_kv", {splits = 10}}, {"auto", {}}}, t)
  return t.row(rows, "front-loaded partitions of 512 and 256 tokens, as layers too")
end

-- Partitions of 640 tokens or more in a grid of at most one CTA an SM: warps of
-- three ring slots each stream them (src/plan_mma_shape.c, eight warps at
-- head_dim 128, four at 256 from 512 tokens; MMA_DEEP_STREAM_TOKENS_*), past the
-- ring's first fill, whole or in parts, lengths that leave the last step part
-- full, groups 1 to 16; in parts of more than two rings a warp, a warp's last
-- two steps computed as one (DRAIN), merged in a cluster or, in 128 CTAs, by
-- the count, beside warps with a step fewer that take the plain loop; then as
-- layers timed back to back.
local function check_deep_stream(rows, want)
  local t = tally(want)
  split_runs(t, {4096, 4096}, {1, 4, 16}, {1, 2, 4, 6}, 131)
  split_runs(t, {3000, 2222}, {4}, {1, 2, 4}, 137)
  split_runs(t, sweep.fill(16, 3250), {1, 16}, {4}, 139)
  time_then_run({2048, 2048}, {{"gqa", {splits = 2}}, {"split_kv", {splits = 3}}, {"auto", {}}}, t)
  return t.row(rows, "partitions of 640 tokens or more in three slots, as layers too")
end

-- every launch of `specs` on batches of `lens` whose tables hold -1 blocks:
-- the last (the newest token's) and every third after the first; `skipped`:
-- the launches of a batch --kernels left out, counted for the seeds
local function hole_runs(t, lens, specs, skipped)
  local blocks = 8
  for _, len in ipairs(lens) do blocks = blocks + (len + 15) // 16 end
  for _, dtype in ipairs{"fp16", "bf16"} do
    for _, D in ipairs{64, 128, 256} do
      for _, group in ipairs{1, 4, 16} do
        local cache = pa.cache{blocks = blocks, block_size = 16, kv_heads = 2, head_dim = D, dtype = dtype,
                               seed = t.drawn + 151}
        local tables, next_id = {}, 0
        for b, len in ipairs(lens) do
          local row, n = {}, (len + 15) // 16
          for i = 1, n do
            if i > 1 and (i == n or i % 3 == 0) then row[i] = -1
            else row[i] = next_id; next_id = next_id + 1 end
          end
          tables[b] = row
        end
        local batch = pa.batch{cache = cache, block_tables = tables, heads = 2 * group, context_lens = lens,
                               seed = t.drawn + 157}
        local ref = batch:reference()
        for _, spec in ipairs(specs) do
          local done, out = pcall(function() return pa.kernel(spec[1], spec[2]):run(batch) end)
          t.note(done and out:max_abs_err(ref) or math.huge)
        end
        t.skip(skipped)
        batch:free()
        cache:close()
      end
    end
  end
end

-- Tables with -1 blocks inside a sequence (blocks an engine has not mapped,
-- whose tokens every kernel skips), the newest token's among them: on a GPU
-- the decode core copies a sequence's newest row after its dependency wait,
-- and one under a -1 block must still be zero-filled, not left as the ring
-- slot's old bytes (found by `check --random`: NaN from 0 x a stale NaN).
local function check_holes(rows, want)
  local t = tally(want)
  local all = {{"paged", {}}, {"split_kv", {splits = 3}}, {"gqa", {}}, {"gqa", {splits = 5}}, {"auto", {}}}
  local specs = t.pick(all)
  if #specs > 0 then
    for _, lens in ipairs{{37}, {16, 33, 300, 61}, {4096}, sweep.fill(12, 500)} do
      hole_runs(t, lens, specs, #all - #specs)
    end
  end
  return t.row(rows, "tables with -1 blocks inside sequences, the newest token's among them")
end

-- the rows after the matrix that run kernels: each runs only those --kernels
-- selects, and says so where that leaves it none
local KERNEL_ROWS = {check_layers, check_uniform_splits, check_flagged_merge, check_wide_merge, check_grouped_merge,
  check_deep_ring,
  check_four_slots, check_held_step, check_whole_in_half, check_small_ctas, check_packed, check_wide_groups,
  check_front_loaded, check_deep_stream, check_holes}

-- `--random N`: N configurations drawn by pa.fuzz, every launch of each
-- against the reference. Configuration I of seed S is drawn from Lua's
-- generator seeded with (S, I), so it is the same on every machine and needs
-- none of the others: a failure prints its number, and `--start` runs it alone.
local function check_random(o, variants)
  local fuzz = require "pa.fuzz"
  local want = selected_kernels(o, variants)
  local dev = pa.device()
  local runs, failures, configs, csv_rows = 0, 0, 0, {}
  local t0 = os.clock()
  for i = o.start, o.start + o.random - 1 do
    math.randomseed(o.seed, i)
    local c = fuzz.draw(math.random)
    local what = string.format("#%d %s", i, fuzz.describe(c))
    local batches, caches, refs = {}, {}, {}
    local built, why = pcall(function()
      for layer = 1, c.layers do
        batches[layer], caches[layer] = fuzz.build(c, pa, layer)
        refs[layer] = batches[layer]:reference()
      end
    end)
    if not built then
      failures = failures + 1
      print(string.format("ERROR %s: %s", what, tostring(why)))
    else
      configs = configs + 1
      for _, l in ipairs(c.launches) do
        if not want or want[l[1]] then
          local launch = fuzz.launch_name(l)
          -- as layers: the step timed first, then each layer checked
          local ok, err = pcall(pa.range, "check random " .. i .. " " .. launch, function()
            local k = pa.kernel(l[1], l[2])
            if c.layers > 1 then k:time(batches, {warmup = 1, iters = 3, graph = true, l2 = "cold"}) end
            local worst = 0
            for layer, b in ipairs(batches) do
              local e = k:run(b):max_abs_err(refs[layer])
              worst = e == e and math.max(worst, e) or e
            end
            return worst
          end)
          local pass = ok and err == err and err < TOLERANCE[c.dtype]
          runs = runs + 1
          if not pass then
            failures = failures + 1
            print(string.format("FAIL %s: %s %s", what, launch,
              ok and string.format("max err %.3g", err) or ("error: " .. tostring(err))))
          elseif o.verbose then
            print(string.format("ok   %s: %s max err %.1e", what, launch, err))
          end
          csv_rows[#csv_rows + 1] = {config = what, kernel = launch, max_abs_err = ok and err or "", pass = pass,
            error = not ok and tostring(err) or ""}
        end
      end
    end
    for layer = 1, #batches do batches[layer]:free() end
    for layer = 1, #caches do caches[layer]:close() end
  end
  print(string.format("%d kernel run%s over %d random configuration%s (seed %d) on %s: %d failed (%.0f s CPU time)",
    runs, runs == 1 and "" or "s", configs, configs == 1 and "" or "s", o.seed, dev.name, failures, os.clock() - t0))
  return failures == 0, csv_rows
end

-- The CSV goes last, after the verdict: a file that cannot take it (a full disk)
-- must not cost the lines that say what passed. Its failure is one line on
-- stderr and exit status 1.
local function write_csv(o, rows, keys)
  if not o.csv then return true end
  local columns = {}
  for i, k in ipairs(keys) do columns[i] = {key = k} end
  local ok, err = pcall(report.csv, o.csv, rows, columns)
  if ok then return true end
  io.stderr:write("pabench check: ", (tostring(err):gsub("^[^:\n]*:%d+: ", "")), "\n")
  return false
end

return function(args)
  local o = parse(args)
  local m = matrix(o.quick)
  local variants = selected_variants(o.kernels)
  local dev = pa.device()
  print(report.device_line(pa))
  print(string.format("check: %s, tolerance max|out - ref| < %g (fp16, bf16), %g (fp32)%s",
    o.random and string.format("%d random configurations from seed %d, #%d on", o.random, o.seed, o.start) or
      (o.quick and "quick matrix" or "full matrix"), TOLERANCE.fp16, TOLERANCE.fp32, o.random and "" or "; kv_heads 2"))
  local extra = {}
  if o.random then
    local caught = check_detects_wrong_answers(extra)
    for _, r in ipairs(extra) do print(r.config .. ": " .. r.result) end
    local passed, csv_rows = check_random(o, variants)
    local ok = passed and caught
    print(ok and "PASS" or "FAIL")
    local written = write_csv(o, csv_rows, {"config", "kernel", "max_abs_err", "pass", "error"})
    return ok and written and 0 or 1
  end
  local t_rows = os.clock()
  local all_ok = check_generator(extra)
  all_ok = check_detects_wrong_answers(extra) and all_ok
  all_ok = check_refused_allocation(extra) and all_ok
  local untimed = timing_skipped(o)
  if untimed then
    extra[#extra + 1] = {config = "L2 cold flushes, read bandwidth, SM clock", result = "not run: " .. untimed}
  else
    if pa.backend() == "cuda" then
      local flushed, timed = check_cold_flush(extra)
      all_ok = flushed and all_ok
      all_ok = check_read_bandwidth(extra) and all_ok
      all_ok = check_sm_clock(extra, timed) and all_ok
    end
  end
  local want = selected_kernels(o, variants)
  for _, row in ipairs(KERNEL_ROWS) do all_ok = row(extra, want) and all_ok end
  local rows_s = os.clock() - t_rows
  local columns = {{key = "config", title = "dtype  D    bs   grp allocator"}}
  for _, v in ipairs(variants) do columns[#columns + 1] = {key = v.label} end
  columns[#columns + 1] = {key = "result"}
  local rows, csv_rows = {}, {}
  local failures, total = 0, 0
  local t0 = os.clock()
  for _, dtype in ipairs(m.dtypes) do
    for _, D in ipairs(m.head_dims) do
      for _, bs in ipairs(m.block_sizes) do
        for _, group in ipairs(m.groups) do
          for _, alloc_kind in ipairs(m.allocators) do
            local lens = lengths(bs, m.long)
            local need = 0
            for _, l in ipairs(lens) do need = need + (l + bs - 1) // bs end
            local cache = pa.cache{blocks = need * 2 + 8, block_size = bs, kv_heads = 2, head_dim = D,
                                   dtype = dtype, seed = total + 1}
            local alloc = pa.allocator(alloc_kind, cache, alloc_kind == "fragmented"
              and {seed = total + 7, churn = 4, mean_blocks = 4} or {seed = total + 7})
            local batch = pa.batch{cache = cache, allocator = alloc, heads = 2 * group, context_lens = lens,
                                   seed = total + 3}
            local ref = batch:reference()
            local row = {config = string.format("%-5s %3d %4d %4d  %s", dtype, D, bs, group, alloc_kind)}
            local row_ok = true
            -- a range a run, so Nsight can take a failing one alone
            local where = string.format("check %s D%d bs%d group%d %s ", dtype, D, bs, group, alloc_kind)
            for _, v in ipairs(variants) do
              local ok, out = pcall(pa.range, where .. v.label, function() return pa.kernel(v.name, v.opts):run(batch) end)
              local err = ok and out:max_abs_err(ref) or math.huge
              local pass = ok and err == err and err < TOLERANCE[dtype]
              row[v.label] = pass and string.format("%.1e", err) or (ok and string.format("FAIL %.2g", err) or "ERROR")
              if not ok and o.verbose then io.stderr:write(v.label, ": ", tostring(out), "\n") end
              csv_rows[#csv_rows + 1] = {dtype = dtype, head_dim = D, block_size = bs, group = group,
                allocator = alloc_kind, kernel = v.label, max_abs_err = ok and err or "", pass = pass,
                error = not ok and tostring(out) or ""}
              row_ok = row_ok and pass
              total = total + 1
              if not pass then failures = failures + 1 end
            end
            row.result = row_ok and "PASS" or "FAIL"
            all_ok = all_ok and row_ok
            rows[#rows + 1] = row
            batch:free()
          end
        end
      end
    end
  end
  report.table(rows, columns)
  for _, r in ipairs(extra) do print(r.config .. ": " .. r.result) end
  -- the rows above count their own runs: what each row's line says it ran
  print(string.format("%d kernel runs over %d configurations of the matrix on %s: %d failed%s (%.0f s CPU time; "
    .. "%.0f s more in the rows above, which count their own runs)", total, #rows, dev.name, failures,
    all_ok and "" or "; FAIL", os.clock() - t0, rows_s))
  print(all_ok and "PASS" or "FAIL")
  local written = write_csv(o, csv_rows, {"dtype", "head_dim", "block_size", "group", "allocator", "kernel",
    "max_abs_err", "pass", "error"})
  return all_ok and written and 0 or 1
end
