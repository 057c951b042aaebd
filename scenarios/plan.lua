-- What `auto` (or a kernel named) launches for each shape, on this device or a GPU of N SMs, with no data made.
local pa = require "pa"
local sweep = require "pa.sweep"
local report = require "pa.report"
local options = require "pa.options"

local opts = options.parse(arg, sweep.with_shape({
  name = "plan.lua",
  description = "What the `auto` kernel (or --kernel) launches for each configuration, with no cache,\n" ..
    "batch or GPU: the kernel, its split count and, for the fp16/bf16 GPU kernels, the launch's shape\n" ..
    "as the kernel takes it (grid and block as Nsight shows them, ring slots a warp, tokens a partition,\n" ..
    "a step held in registers, the last two steps computed as one, and how the partitions merge).\n" ..
    "--sms 132 plans for an H200 from any machine; without it, for the device in use.",
  common = {"csv", "json", "markdown"},
  {"configs", "list", {"2x60", "1x512", "16x256", "4x2048", "1x4096", "1x16384", "1x65536", "8x32768", "32x8192",
    "64x4096"}, "configurations as BATCHxCONTEXT", same = sweep.same_config},
  {"lens", "list", nil, "one batch more, of these context lengths (an uneven batch), e.g. 4096,512,512",
   min = 1, max = sweep.MAX_CTX, repeats = true},
  {"sms", "int", nil, "plan for a GPU of this many SMs (an H200 has 132) rather than the device in use",
   min = 1, max = 1 << 20},
  {"kernel", "string", "auto", "the kernel whose launch to show", choices = sweep.kernel_names()},
  {"splits", "int", nil, "its split count, 1..pa.kernel_limits.splits (default: its own choice)", min = 1},
  {"chunk", "int", nil, "its chunk, a power of two (default: the head_dim's)", min = 1},
  {"threads", "int", nil, "its threads a CTA, a multiple of 32 (default: the launch's own)", min = 32},
  {"why", "flag", false, "after the table, the planner's rules that chose each kernel and split count"},
}, {heads = 32, kv_heads = 8, head_dim = 128, dtype = "fp16", block_size = false, allocator = false}))

local batches = {}
for _, c in ipairs(opts.configs) do
  local cfg = sweep.parse_config(c, "configs")
  batches[#batches + 1] = {name = string.format("%dx%d", cfg.batch, cfg.ctx), lens = sweep.fill(cfg.batch, cfg.ctx)}
end
if opts.lens then
  if #opts.lens > sweep.MAX_BATCH then
    options.fail(string.format("--lens: at most %d lengths (got %d)", sweep.MAX_BATCH, #opts.lens))
  end
  batches[#batches + 1] = {name = string.format("lens (%d)", #opts.lens), lens = opts.lens}
end

-- pa.kernel refuses what the kernel takes no use for, naming the option
local made, kernel = pcall(pa.kernel, opts.kernel, {splits = opts.splits, chunk = opts.chunk, threads = opts.threads})
if not made then
  local why = tostring(kernel):gsub("^[^:\n]*:%d+: ", ""):gsub("^pa%.kernel: field '(%w+)'", "--%1")
  options.fail((why:gsub("^pa%.kernel: ", "")))
end

local device = opts.sms and {sms = opts.sms, gpu = true}
local here = pa.device()
print(string.format("plan: heads %d, kv heads %d, head_dim %d, %s; %s", opts.heads, opts.kv_heads, opts.head_dim,
  opts.dtype, device and string.format("a GPU of %d SMs", opts.sms)
    or string.format("%s (%s)", here.name, here.backend)))

local element = opts.dtype == "fp32" and 4 or 2
local rows = {}
for _, b in ipairs(batches) do
  local tokens, longest = 0, 0
  for _, len in ipairs(b.lens) do
    tokens = tokens + len
    longest = math.max(longest, len)
  end
  local ok, p = pcall(pa.plan, {context_lens = b.lens, heads = opts.heads, kv_heads = opts.kv_heads,
                                head_dim = opts.head_dim, dtype = opts.dtype, device = device, kernel = kernel})
  if not ok then options.fail(string.format("%s: %s", b.name, (tostring(p):gsub("^[^:\n]*:%d+: ", "")))) end
  rows[#rows + 1] = {
    config = b.name, batch = #b.lens, max_ctx = longest,
    bytes = tokens * opts.kv_heads * opts.head_dim * 2 * element,
    kernel = p.kernel, splits = p.splits, launch = p.launch, grid = p.grid, block = p.block, pack = p.pack,
    stages = p.stages, part_tokens = p.part_tokens, held = p.held, drain = p.drain, merge = p.merge, error = p.error,
    rules = p.rules,
  }
end

local function yes(v) return v and "yes" or "-" end
local columns = {
  {key = "config", title = "config", align = "left"},
  {key = "bytes", title = "K/V", fmt = function(v) return sweep.label_mb(v) end},
  {key = "launch", title = "launch", align = "left"},
  {key = "grid", title = "grid", missing = ""},
  {key = "block", title = "block", missing = ""},
  {key = "pack", title = "pack", missing = ""},
  {key = "stages", title = "slots", missing = ""},
  {key = "part_tokens", title = "part", missing = ""},
  {key = "held", title = "held", fmt = yes, missing = ""},
  {key = "drain", title = "drain", fmt = yes, missing = ""},
  {key = "merge", title = "merge", align = "left", missing = ""},
}
print()
report.table(rows, columns)
print()
for _, r in ipairs(rows) do
  if r.error then print(string.format("%s: the launch would be refused: %s", r.config, r.error)) end
end
if rows[1] and (rows[1].grid or rows[1].error) then
  print("grid: CTAs; block: threads a CTA; pack: one-warp CTAs of whole sequences a CTA runs, a warp each;")
  print("slots: ring slots a warp; part: tokens a partition (the long ones where the launch front-loads")
  print("them); held: a step each warp holds in registers; drain: a warp's last two steps computed as one;")
  print("merge: how the partitions merge (a cluster or the flagged merge falls back to the counted one")
  print("where the device cannot hold its grid at once).")
else
  print("The shape columns are the fp16/bf16 GPU kernels'; --sms 132 shows an H200's.")
end

if opts.why then
  print()
  print("why: the planner's rules, in the order they ran, each with the kernel and split count it left (each")
  print("a function of src/plan.c or src/plan_mma_splits.c, whose comment holds the timings it was read from)")
  for _, r in ipairs(rows) do
    local why = sweep.rules_text(r.rules)
    print(string.format("  %s: %s", r.config, why ~= "" and why or "as asked, no rule"))
  end
end

local csv_columns = {}
for _, c in ipairs(columns) do csv_columns[#csv_columns + 1] = {key = c.key} end
for _, key in ipairs{"kernel", "splits", "batch", "max_ctx"} do csv_columns[#csv_columns + 1] = {key = key} end
sweep.finish(opts, {scenario = "plan", version = pa.version, build = pa.build, device = device or here,
                    options = opts, rows = rows}, columns, nil, csv_columns)
