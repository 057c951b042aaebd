-- One launch down each of the CUDA decode kernels' paths, small enough for
-- compute-sanitizer's racecheck (pabench check's timing rows take it hours).
-- Each output is checked against the reference too. With TEXT, only the cases
-- whose name holds it (a new path under the tools without the rest).
--   build/pabench bench/sanitize_paths.lua [TEXT]
require("pa.options").script_help(arg)
local only = arg[1]
local sweep = require "pa.sweep"
local mixed = sweep.mixed
local cases = {
  -- name, batch, ctx, heads, kv_heads, head_dim, block, dtype, kernel, opts
  {"2x60 whole, two warps", 2, 60, 32, 8, 128, 16, "fp16", "auto"},
  {"16x256 held whole", 16, 256, 32, 8, 128, 16, "fp16", "auto"},
  {"8x512 flagged in 2", 8, 512, 32, 8, 128, 16, "fp16", "gqa", {splits = 2}},
  {"4x2048 counted in 4", 4, 2048, 32, 8, 128, 16, "fp16", "gqa", {splits = 4}},
  {"1x2048 cluster in 8", 1, 2048, 32, 8, 128, 16, "fp16", "gqa", {splits = 8}},
  {"1x4096 front-loaded", 1, 4096, 32, 8, 128, 16, "bf16", "auto"},
  {"1x16384 drain in 16", 1, 16384, 32, 8, 128, 16, "fp16", "auto"},
  {"2x2048 group 16", 2, 2048, 128, 8, 128, 16, "fp16", "auto"},
  {"8x384 head_dim 64", 8, 384, 32, 8, 64, 16, "fp16", "auto"},
  {"2x2048 head_dim 256", 2, 2048, 32, 8, 256, 16, "fp16", "auto"},
  {"1x1000 block 1 split_kv", 1, 1000, 32, 8, 128, 1, "fp16", "split_kv", {splits = 4}},
  {"3x700 mixed lengths", 3, {700, 33, 1500}, 32, 8, 128, 16, "fp16", "auto"},
  -- split counts of which the longest sequence fills fewer parts, run as the count it fills
  {"1x1000 d256 in 12, fills 11", 1, 1000, 8, 8, 256, 16, "fp16", "split_kv", {splits = 12}},
  {"2x60 in 5, fills 4", 2, 60, 32, 8, 128, 16, "fp16", "gqa", {splits = 5}},
  {"1x100 in 8, fills 7, cluster", 1, 100, 32, 8, 128, 16, "fp16", "gqa", {splits = 8}},
  {"3x1069 mixed in 16, fills 14", 3, {1069, 500, 900}, 8, 8, 256, 16, "fp16", "gqa", {splits = 16}},
  -- whole sequences in grids over a wave of the H200's 132 SMs, in CTAs smaller than the kernel's
  -- own (src/plan.c pa_mma_whole_threads)
  {"40x208 group 16, two warps", 40, 208, 128, 8, 128, 16, "fp16", "auto"},
  {"60x208 group 4, three warps", 60, 208, 32, 8, 128, 16, "bf16", "auto"},
  {"40x200 d64 group 8, four warps", 40, 200, 64, 8, 64, 16, "fp16", "auto"},
  {"60x300 d256, three rings", 60, 300, 32, 8, 256, 16, "fp16", "auto"},
  {"40x300 d256, two rings", 40, 300, 32, 8, 256, 16, "fp16", "auto"},
  {"50x200 d256 group 16, one ring", 50, 200, 128, 8, 256, 16, "fp16", "auto"},
  {"60 of 20-220 group 16, two warps", 60, mixed(60, 20, 220), 128, 8, 128, 16, "fp16", "auto"},
  {"60 of 20-140 group 4, two warps", 60, mixed(60, 20, 140), 32, 8, 128, 16, "bf16", "auto"},
  {"42x300 d64 group 1, four warps", 42, 300, 8, 8, 64, 16, "fp16", "auto"},
  -- one-warp CTAs of whole sequences packed two a CTA, a warp each (src/plan_mma_shape.c)
  {"245x4 packed", 245, 4, 32, 8, 128, 16, "bf16", "auto"},
  {"15x4 group 4 packed, last warp idle", 15, 4, 4, 1, 128, 16, "fp16", "gqa", {splits = 1}},
  {"100x4 group 16 packed", 100, 4, 128, 8, 128, 1, "fp16", "auto"},
  {"64x10 d64 packed", 64, 10, 32, 8, 64, 8, "fp16", "auto"},
  {"63x10 d256 packed", 63, 10, 32, 8, 256, 16, "bf16", "auto"},
  -- over 8 heads a CTA, short parts merged by the count: CTAs of the merge's warps, not the fill's
  {"1x603 group 16 in 20, merge warps", 1, 603, 128, 8, 128, 16, "fp16", "gqa", {splits = 20}},
  {"1x300 d64 group 16 in 20, merge warps", 1, 300, 128, 8, 64, 16, "fp16", "gqa", {splits = 20}},
  -- paired warps' merges of partitions (up to 16 states a thread; 17 to 32, paired lanes), every
  -- ring taking as many steps: where rings take unequal counts racecheck reports the warps' states
  -- written before the CTA barrier and read after it (bench/RESULTS.md, halfround round)
  {"1x1152 d256 group 16 in 12, paired merge", 1, 1152, 128, 8, 256, 16, "fp16", "gqa", {splits = 12}},
  {"1x3072 d256 group 16 in 24, paired merge", 1, 3072, 128, 8, 256, 16, "fp16", "gqa", {splits = 24}},
  -- 33 to 128 parts: the merge in two levels, groups of 8 (a last group of one; nine; sixteen)
  {"1x1584 in 33, two levels", 1, 1584, 32, 8, 128, 16, "fp16", "gqa", {splits = 33}},
  {"1x8960 d256 group 16 in 70, two levels", 1, 8960, 128, 8, 256, 16, "bf16", "gqa", {splits = 70}},
  {"3 mixed group 16 in 70, two levels", 3, {8960, 2800, 6400}, 128, 8, 128, 16, "bf16", "gqa", {splits = 70}},
  {"1x2048 d64 in 128, two levels", 1, 2048, 8, 8, 64, 16, "fp16", "split_kv", {splits = 128}},
  {"2x300 fp32 gqa in 3", 2, 300, 32, 8, 128, 16, "fp32", "gqa", {splits = 3}},
  {"2x300 fp32 paged", 2, 300, 32, 8, 128, 16, "fp32", "paged"},
  {"2x300 fp32 split_kv in 2", 2, 300, 32, 8, 128, 16, "fp32", "split_kv", {splits = 2}},
  {"2x300 fp32 gqa group 8 d64", 2, 300, 64, 8, 64, 16, "fp32", "gqa", {splits = 2}},
  {"2x300 fp32 gqa group 16 d256", 2, 300, 128, 8, 256, 16, "fp32", "gqa"},
  {"2x100 fp32 naive", 2, 100, 32, 8, 128, 16, "fp32", "naive"},
  -- past 16 steps a group: the fp32 one-pass kernels fold their state mid-way
  {"1x1500 fp32 paged, folds", 1, 1500, 8, 2, 128, 16, "fp32", "paged"},
  {"1x1500 fp32 naive, folds", 1, 1500, 8, 2, 128, 16, "fp32", "naive"},
  {"2x100 fp16 gather", 2, 100, 32, 8, 128, 16, "fp16", "gather"},
  {"2x100 fp16 paged_scalar", 2, 100, 32, 8, 128, 16, "fp16", "paged_scalar"},
}
local failed = 0
local ran = 0
for _, c in ipairs(cases) do
  local name, nb, ctx, heads, kvh, hd, bs, dtype, kname, opts = table.unpack(c)
  if only and not name:find(only, 1, true) then goto next end
  ran = ran + 1
  local lens = type(ctx) == "table" and ctx or sweep.fill(nb, ctx)
  local layers = sweep.layers(lens, {block_size = bs, kv_heads = kvh, head_dim = hd, heads = heads, dtype = dtype}, 1)
  local b = layers[1]
  local k = pa.kernel(kname, opts)
  local err = k:run(b):max_abs_err(b:reference())
  local ok = err < (dtype == "fp32" and 1e-3 or 2e-2)
  if not ok then failed = failed + 1 end
  print(string.format("%-26s %-36s err %.1e %s", name, k:plan(b).launch, err, ok and "PASS" or "FAIL"))
  ::next::
end
if ran == 0 then
  io.stderr:write(string.format("bench/sanitize_paths.lua: no case's name holds '%s'\n", only))
  os.exit(2)
end
print(failed == 0 and "PASS" or "FAIL")
if failed > 0 then os.exit(1) end
