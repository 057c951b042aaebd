-- Extends the `pa` table with what is best written in Lua: help(), pa.show()
-- for the REPL, and the registry of the API's documentation.
local pa = ...

local doc = {}
pa.doc = doc

doc[pa] = [[
pa: paged-attention decode benchmarking

  pa.version, pa.build, pa.backend(), pa.use("cpu"|"cuda"|"auto"), pa.device()
  pa.built_with_cuda, pa.built_with_trace, pa.built_with_sanitizers   what the binary was built with
  pa.cache{blocks=, block_size=16, kv_heads=8, head_dim=128, dtype="fp16", seed=1}
  pa.allocator(kind, cache, {seed=, churn=, fill=, mean_blocks=})   kinds: pa.allocators()
  pa.batch{cache=, allocator= | block_tables=, heads=, context_lens={...}, seed=, scale=}
  pa.kernel(name, {chunk=, splits=|"auto", threads=})                  names: pa.kernels()
  pa.plan{context_lens=, heads=, kv_heads=, head_dim=, dtype=, device={sms=, gpu=}}
  pa.stats{s1, s2, ...}, pa.measure{body=, clock=, prepare=, warmup=, iters=}
  pa.read_bandwidth([again])     the device's streaming-read GB/s, measured once (again: anew)
  pa.host_memory()               host memory a CPU pool can still take, and what sets it
  pa.range(name, f, ...)         f(...) inside a named range for Nsight (NVTX)
  pa.run(script, args...)        a scenario from the REPL; pa.last: its results
  help(x) documents any of these: help(pa.kernel), help(pa.batch) ...]]

-- the build flags are booleans: help sees only the value, so either prints them all
doc[true] = [[
A boolean. help sees the value, not its name, so any boolean prints this: the three that
pa holds are pa.built_with_cuda, pa.built_with_trace and pa.built_with_sanitizers, what
the binary was built with.
  pa.built_with_cuda: true where the CUDA toolkit was found at build time, so the CUDA
  backend is in the binary and pa.use("cuda") can find a GPU; false: the CPU backend alone.
  pa.built_with_trace: true in a diagnostic build (make TRACE=1: build-trace/pabench),
  whose fp16/bf16 GPU decode kernels stamp their CTAs' timelines; k:time writes them
  to the file PABENCH_TRACE names (bench/trace_probe.lua reads them).
  pa.built_with_sanitizers: true in a make SANITIZE=1 build (build-san/), the C core
  under AddressSanitizer and UndefinedBehaviorSanitizer: for finding bugs, not for timing.
  pabench --version says all three.]]
doc[false] = doc[true]

doc[pa.use] = [[
pa.use(name) -> the backend now in use: "cpu", "cuda" or "auto" (CUDA where a GPU is
found, else the CPU). Objects made before keep the backend they were made on.]]

doc[pa.backend] = [[
pa.backend() -> "cpu" or "cuda": the backend new objects are made on.]]

doc[pa.device] = [[
pa.device() -> {name, backend, sms, memory_bytes, l2_bytes, rng, on the CPU simd, and on
CUDA compute_capability, memory_clock_khz, sm_clock_khz (the SMs' peak), bus_width_bits,
theoretical_gbps}: what the backend runs on. On the CPU, sms counts the cores OpenMP uses,
l2_bytes is the last-level cache (the largest data cache the kernel lists for cpu0 in sysfs,
as lscpu shows it; a cold run flushes twice that, up to 256 MB), and simd names the
kernels' vector path: "avx2" (AVX2, FMA and F16C intrinsics) or "portable" (the
compiler's vectorisation; PABENCH_CPU_PORTABLE=1 chooses it on any machine).]]

doc[pa.host_memory] = [[
pa.host_memory([root]) -> {available_bytes, meminfo_bytes, and where a memory cgroup
limits the process: cgroup, cgroup_version, cgroup_limit_bytes, cgroup_held_bytes,
cgroup_room_bytes}: what a CPU pool or scratch buffer of 64 MB or more may still take.
available_bytes is MemAvailable, or the tightest cgroup's room where that is smaller:
its limit less what it holds past its page cache, which the kernel takes back before
it kills. A pool past it is refused with this reason, where malloc would grant it and
the fill would end in the OOM killer. A field the machine does not tell is nil.
root: a folder read in place of / (default the machine's own /proc and /sys).]]

doc[pa.kernels] = [[
pa.kernels() -> {{name=, description=}, ...}: the names pa.kernel takes, in order.]]

doc[pa.allocators] = [[
pa.allocators() -> {{name=, description=}, ...}: the kinds pa.allocator takes.]]

doc[pa.cache] = [[
pa.cache{blocks=N, block_size=16, kv_heads=8, head_dim=128, dtype="fp16", seed=1}
  A pool of N physical blocks, K and V each [blocks, block_size, kv_heads, head_dim],
  filled from cuRAND's Philox stream for `seed` (K first, then V): the same seed
  gives the same bits on every backend. block_size: a power of two in 1..1024;
  head_dim: 64, 128 or 256; dtype: fp16, bf16, fp32.
  Fields: blocks, block_size, kv_heads, head_dim, dtype, seed, bytes, backend.
  cache:row("k"|"v", block, slot, kv_head) -> the row's values (0-based indices).
  cache:close() gives the device memory back now (collection does it otherwise, and a
  <close> variable at its scope's end); its batches then refuse to run.]]

doc[pa.allocator] = [[
pa.allocator(kind, cache, {seed=1, churn=8, fill=0.9, mean_blocks=32})
  kinds: contiguous (the lowest free run long enough, adjacency 1; in a pool too
  fragmented for one, the lowest free blocks), shuffled (random order, adjacency ~0),
  fragmented (a FIFO free queue aged by `churn` rounds of allocate/free up to
  `fill` of the pool with sequences of ~mean_blocks blocks; the other kinds refuse
  churn, fill and mean_blocks).
  alloc:allocate(tokens) -> seq (seq.blocks: physical ids in logical order; #seq
  their count); alloc:free(seq); alloc:stats() -> {free, used, largest_free_run,
  adjacency (adjacent_pairs of pairs: logically consecutive blocks also physically
  so), sequences}
  Fields: kind, blocks, block_size, free_blocks, seed, churn and fill (fragmented only,
  nil for the others); a seq's: blocks, tokens, nblocks, id, live, adjacency.
  A sequence collected while live gives its blocks back.]]

doc[pa.batch] = [[
pa.batch{cache=, allocator=alloc | block_tables={{ids...}, ...}, heads=kv_heads,
         context_lens={...}, seed=1, scale=1/sqrt(head_dim)}
  One decode step: a query per sequence and head, attending over its context.
  context_lens: 1 to 2^20 lengths, each in 1..2^30; block_tables: a row per length.
  Both are plain arrays, read without metamethods. scale: up to 1e4, where the
  kernels' fp32 scores stay finite.
  Tables are validated here: ids in the pool or -1 (a -1 block's tokens are skipped).
  Fields: bytes (the K+V of every sequence's tokens but -1 blocks': what a kernel
  reading each sequence reads), unique_bytes (a block named more than once counted once:
  the least any kernel reads), size, heads, kv_heads, group, head_dim, block_size,
  dtype, seed, scale, context_lens, max_context_len, max_blocks, tokens, valid_tokens,
  unique_tokens, backend, cache, allocator, freed (once freed, the others are an error).
  batch:reference() -> float64 output; batch:block_table(); batch:query(b, h) -> row
  (1-based); batch:free() (or a <close> variable's end) gives its blocks back.]]

doc[pa.kernel] = [[
pa.kernel(name, {chunk=, splits=n|"auto", threads=})
  chunk: a power of two up to pa.kernel_limits.chunk; splits: 1..pa.kernel_limits.splits
  splits past 1 only for split_kv, gqa and auto; naive and gather take no chunk or threads
  k:run(batch) -> output; k:plan(batch) -> {kernel, chunk, splits, front, threads, launch,
    and on a GPU grid, block, pack, stages, part_tokens, held, drain, merge (as help(pa.plan))}
  k:time(batch, {warmup=10, iters=100, graph=false, l2="cold"|"warm"})
    -> {min, median, mean, stdev, p90, n, samples, rel_spread, noisy (as pa.stats), in us;
        launch, kernel, chunk, splits, layers, shared_tables, graph, l2, backend, bytes,
        gbps, gbps_median; on CUDA sm_clock_start_mhz and sm_clock_end_mhz, the SM
        clock read just before the first sample and after the last, and sm_clock_mhz,
        the lower}
  k:time({batch, ...}, opts): the batches (one shape, a plain array of 1 to 4096)
    as the layers of a step, run
    one after another in each sample (one graph with graph=true); statistics per
    layer, `layers` their count. With K/V of their own every
    layer reads cold, and the launches queue as a decode step's do:
    require("pa.sweep").layers(lens, shape, n) makes them.
    tables="shared" (default): layers whose block table and lengths equal layer
    1's read its copy, as an engine's layers do (`shared_tables` counts them);
    tables="own": a copy each.
  The fp16/bf16 GPU kernels launch with programmatic dependent launch: a layer's
  CTAs read the lengths, the block table and their first K/V while the layer
  before drains.
  out:max_abs_err(ref), out:rel_err(ref), out:values(), out:get(b, h, d)
  Fields: name, description, chunk ("default" where not given), splits ("auto"), threads
  ("default"). A <close> kernel gives its scratch memory back at its scope's end.]]

doc[pa.kernel_limits] = [[
pa.kernel_limits = {chunk=, splits=}: the largest chunk and split count pa.kernel
takes (chunk a power of two up to it; splits 1 up to it), for a script that checks its
own options before it makes a kernel.]]

-- what k:run returns; help(out) finds it through the metatable's name
doc.output = [[
An output [batch, heads, head_dim]: k:run(batch)'s in the batch's dtype on its
backend, batch:reference()'s in float64 on the host.
  out:max_abs_err(ref), out:rel_err(ref): against another of the same shape (a NaN
  anywhere makes the error NaN); out:get(b, h, d) -> one value (1-based);
  out:values() -> a flat array, b slowest, d fastest.
  Fields: batch, heads, head_dim, dtype, produced_by, backend. A <close> output frees its
  values at its scope's end.]]

doc[pa.plan] = [[
pa.plan{context_lens={...}, heads=kv_heads, kv_heads=8, head_dim=128, dtype="fp16",
        device={sms=, gpu=}, kernel=} -> {kernel, splits, chunk, front, threads, launch}
  What the `auto` kernel (or kernel=pa.kernel(name, opts), with its options) would launch
  for that shape, on the device in use or on the one described (e.g. device={sms=132,
  gpu=true} for an H200), with no data made.
  front: how many of a sequence's partitions the GPU launch makes 512 tokens long
  (the others 256), 0 where they are all one length; threads: the CTA size the GPU
  launch takes in place of the default (half the warps, where whole sequences span
  more than a wave of default CTAs), 0 where none; launch names the whole launch,
  e.g. gqa(chunk=64, splits=10, front=6) or gqa(chunk=64, splits=1, threads=128).
  On a GPU, for the fp16/bf16 kernels (paged, split_kv, gqa), the launch's shape too,
  as the kernel takes it: grid (CTAs) and block (threads a CTA), as Nsight shows them;
  pack (the one-warp CTAs of whole sequences a CTA runs, a warp each; 1 where none:
  245 x 4 tokens at 32/8 heads take 1960 warps in 980 CTAs of 64 threads);
  stages (ring slots a warp); part_tokens (tokens a partition; the long ones where
  front-loaded); held (a fourth step each warp holds in registers); drain (a warp
  computes its last two steps as one); merge ("none", "cluster", "flagged" or
  "counted": how the partitions merge; the launch takes the counted merge instead
  where the device cannot hold a cluster or the flagged merge's grid at once); error in
  their place where the launch would be refused (threads past what the kernel takes).
  rules: why, the planner's rules that set the kernel or moved the split count, in the
  order they ran, each {rule, kernel, splits} as it left them (rule: a function of
  src/plan.c or src/plan_mma_splits.c, whose comment holds the timings it was read
  from); empty where the kernel's options asked for the count.]]

doc[pa.stats] = [[
pa.stats{s1, s2, ...} -> {n, min, max, median, mean, stdev (n-1), p90 (linear), rel_spread,
  noisy (rel_spread over 5 %), samples}: the samples an array, at least one
pa.measure{body=f, warmup=0, iters=10, clock=g, prepare=h}: the C timing loop with
  an injectable clock (seconds); prepare runs before each sample, untimed.]]
doc[pa.measure] = doc[pa.stats]

doc[pa.read_bandwidth] = [[
pa.read_bandwidth([again]) -> GB/s: the device's streaming read, measured once per run and
backend (again = true: measured anew, as a scenario on the CPU does at its end; later
calls still return the first); every "% peak" is against the first. CUDA: the best of
fifteen reads of an 8 GiB buffer (less where memory is short, never under 4x the L2)
into shared memory with bulk copies, every SM at once; CPU: the best of four passes
folding with xor (not summing: a float sum times the adder) a buffer far larger than the
caches, on every core.]]

-- pa.run("scenarios/decode.lua", "--quick"): a scenario from the REPL, with
-- its command-line arguments; returns its results (also left in pa.last).
-- The REPL must outlive the scenario: while pa.run is under way the options
-- module raises a usage mistake as an error instead of exiting, and --help
-- ends the scenario with options.HELP_SHOWN, which returns nothing here.
function pa.run(script, ...)
  -- loadfile(nil) would read standard input, under the REPL's feet
  if type(script) ~= "string" then error("pa.run(script, ...): script must be a path", 2) end
  -- a command line holds strings only; a number is written as one would type it
  local args = table.pack(...)
  for i = 1, args.n do
    local a = args[i]
    if type(a) == "number" then
      args[i] = tostring(a)
    elseif type(a) ~= "string" then
      error(string.format("pa.run: argument %d must be a string or a number (got %s)", i + 1, type(a)), 2)
    end
  end
  local chunk, err = loadfile(script)
  if not chunk then error(err, 2) end
  local options = require "pa.options"
  local saved = _G.arg
  _G.arg = {[0] = script, table.unpack(args, 1, args.n)}
  options.runs = options.runs + 1
  pa.last = nil -- a script that ends without results must not return the last run's
  local ok, e = pcall(chunk, table.unpack(args, 1, args.n))
  require("pa.report").record_stop() -- a --markdown run that ended before its file
  options.runs = options.runs - 1
  _G.arg = saved
  if ok then return pa.last end
  if e == options.HELP_SHOWN then return end
  error(e, 0)
end

doc[pa.run] = [[
pa.run(script, args...) runs a scenario as `pabench script args...` would (an argument
a string or a number, e.g. pa.run("scenarios/smoke.lua", "--ctx", 16)), and returns
its results table (pa.last holds the last scenario's results too). A bad option is a
Lua error (pcall catches it); --help prints the options and returns nothing.]]

-- pa.range(name, f, ...): f(...) inside a named NVTX range. The range is a
-- to-be-closed variable, so it is popped when f raises too, and the error
-- passes through untouched (its traceback still points inside f).
local range_mt = {__close = function() pa._range_pop() end}
function pa.range(name, f, ...)
  if type(name) ~= "string" then
    error("pa.range(name, f, ...): name must be a string (got " .. type(name) .. ")", 2)
  end
  local mt = getmetatable(f)
  if type(f) ~= "function" and not (type(mt) == "table" and mt.__call) then
    error("pa.range(name, f, ...): f must be a function (got " .. type(f) .. ")", 2)
  end
  pa._range_push(name)
  local range <close> = setmetatable({}, range_mt)
  return f(...)
end

doc[pa.range] = [[
pa.range(name, f, ...) -> f(...)'s results: f runs inside an NVTX range called name
(domain "pabench"), which Nsight Systems draws on its timeline and Nsight Compute
filters on: ncu --nvtx --nvtx-include "pabench@name/" profiles only the kernels
launched inside it. Ranges nest. The range ends when f returns or raises; an error
passes through as it was raised. Every kernel:time runs in a range of its own, named
as its launch (e.g. "gqa(chunk=64, splits=16)"), and every row a scenario measures in
one named after the row (e.g. "gqa/16 config=long 1x65536"). With no tool attached a
range costs nothing measurable; built without the CUDA toolkit, nothing at all.]]

doc[pa._range_push] = [[
pa._range_push(name), pa._range_pop(): the NVTX stack itself. Internal: pa.range pairs
them, popping on an error too.]]
doc[pa._range_pop] = doc[pa._range_push]

doc[pa._path_kind] = [[
pa._path_kind(path [, follow]) -> "missing", "file", "dir", "link" or "other" (a FIFO, a
device, a socket): what the path names, a link itself unless follow is true; on another
failure nil and the system's message. Internal: how the output files tell a link or a node,
written in place, from a file replaced by a rename.]]

doc[pa._link_target] = [[
pa._link_target(path) -> what the link at path holds, as written (maybe relative to its
folder), or nil and the system's message. Internal: the output files' probe of a link to
nothing yet removes the empty file it made.]]

doc[pa._copy_mode] = [[
pa._copy_mode(from, to) -> true, or nil and the system's message: `to` takes the permission
bits of `from`. Internal: an output file renamed over an existing one keeps its mode.]]

doc[pa.version] = "pa.version: pabench's version, \"" .. pa.version .. "\" (pabench --version adds the build)"
doc[pa.build] = "pa.build: the commit this binary was built from, \"" .. pa.build .. "\" (git describe; "
  .. "-dirty: with changes not committed; unknown: built outside a git checkout). A scenario's --json "
  .. "and --markdown records carry it"

-- an object's documentation is its constructor's, found by its metatable's name
local by_type = {["pa.cache"] = pa.cache, ["pa.allocator"] = pa.allocator, ["pa.seq"] = pa.allocator,
                 ["pa.batch"] = pa.batch, ["pa.kernel"] = pa.kernel, ["pa.output"] = "output"}

function _G.help(x)
  if x == nil then x = pa end
  local text = doc[x]
  if not text and type(x) == "userdata" then
    local mt = getmetatable(x)
    local name = type(mt) == "table" and rawget(mt, "__name")
    text = name and by_type[name] and doc[by_type[name]]
  end
  if not text and type(x) == "table" then
    text = "a table with fields: " .. table.concat((function()
      local keys = {}
      for k in pairs(x) do keys[#keys + 1] = tostring(k) end
      table.sort(keys)
      return keys
    end)(), ", ")
  end
  print(text or ("no documentation for " .. tostring(x)))
end

doc[_G.help] = [[
help(x) prints x's documentation: any function or value of pa (help(pa): the list), an
object (its maker's entry, with its methods and fields: help(batch)), the pa.* modules
that have it (help(require("pa.compare"))); help() is help(pa). A table with none
lists its fields.]]

local function show_value(v, indent, seen)
  if type(v) ~= "table" then
    return type(v) == "string" and string.format("%q", v) or tostring(v)
  end
  if seen[v] then return "<cycle>" end
  seen[v] = true
  local keys = {}
  for k in pairs(v) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b)
    if type(a) == type(b) and (type(a) == "number" or type(a) == "string") then return a < b end
    return type(a) < type(b)
  end)
  if #keys == 0 then return "{}" end
  local parts, pad = {}, indent .. "  "
  for i, k in ipairs(keys) do
    if i > 40 then parts[#parts + 1] = pad .. "... (" .. (#keys - 40) .. " more)" break end
    local key = type(k) == "string" and k:match("^[%a_][%w_]*$") and k or "[" .. show_value(k, "", seen) .. "]"
    parts[#parts + 1] = pad .. key .. " = " .. show_value(v[k], pad, seen)
  end
  seen[v] = nil
  return "{\n" .. table.concat(parts, ",\n") .. "\n" .. indent .. "}"
end

-- the REPL prints results through this
function pa.show(...)
  local out = {}
  for i = 1, select("#", ...) do out[i] = show_value((select(i, ...)), "", {}) end
  print(table.concat(out, "\t"))
end

doc[pa.show] = [[
pa.show(v, ...) prints each value as the REPL does: tables expanded, keys sorted,
userdata through their __tostring.]]
