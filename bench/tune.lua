-- Tuning sweep of the fp16/bf16 decode kernels on a GPU: splits, threads (warps a
-- CTA) and chunk (ring depth) per configuration, each timed with graph replay
-- and a cold L2, beside what `auto` picks. Correctness of the larger configs is
-- checked against the reference where it is affordable (checked = true).
--   build/pabench bench/tune.lua [all|big|mid|small|het|group|block|bf16]...
require("pa.options").script_help(arg)
local pa = require "pa"

local peak = pa.read_bandwidth()
local dev = pa.device()
print(string.format("# %s, %d SMs, read bandwidth %.0f GB/s", dev.name, dev.sms, peak))

local want = {}
for _, a in ipairs(arg) do want[a] = true end
if not next(want) then want.all = true end
local function on(name) return want.all or want[name] end

local ITERS = tonumber(os.getenv("TUNE_ITERS") or "") or 20
local results = {}

local function build(c)
  local bs = c.block_size or 16
  local need = 0
  for _, l in ipairs(c.lens) do need = need + (l + bs - 1) // bs end
  local cache = pa.cache{blocks = need + 8, block_size = bs, kv_heads = c.kv_heads or 8, head_dim = c.head_dim or 128,
    dtype = c.dtype or "fp16", seed = 1}
  local alloc = pa.allocator(c.allocator or "shuffled", cache, {seed = 5})
  local batch = pa.batch{cache = cache, allocator = alloc, heads = c.heads or 32, context_lens = c.lens, seed = 2}
  return cache, batch
end

local function run(c, variants)
  local cache, batch = build(c)
  local ref = c.checked and batch:reference() or nil
  local best
  for _, v in ipairs(variants) do
    local k = pa.kernel(v[1], v[2])
    local ok, s = pcall(k.time, k, batch, {warmup = 3, iters = ITERS, graph = true, l2 = "cold"})
    local label = v[1] .. "(" .. (v[2] and ((v[2].splits and ("s" .. v[2].splits) or "") ..
      (v[2].threads and (" t" .. v[2].threads) or "") .. (v[2].chunk and (" c" .. v[2].chunk) or "")) or "") .. ")"
    if not ok then
      print(string.format("%-22s %-28s ERROR %s", c.name, label, tostring(s)))
    else
      local err = ""
      if ref and (v[1] == "auto" or v.check) then
        err = string.format(" err %.1e", k:run(batch):max_abs_err(ref))
      end
      local pct = 100 * s.gbps / peak
      print(string.format("%-22s %-28s %9.2f us %7.0f GB/s %5.1f%%  [%s]%s", c.name, label, s.min, s.gbps, pct,
        s.launch, err))
      if v[1] ~= "auto" and (not best or s.min < best.us) then best = {us = s.min, label = label, pct = pct} end
      if v[1] == "auto" then results[#results + 1] = {name = c.name, mb = batch.bytes / 1e6, auto = s.min,
        auto_pct = pct, launch = s.launch} end
    end
    k = nil
  end
  if best and results[#results] and results[#results].name == c.name then
    local r = results[#results]
    r.best, r.best_label, r.best_pct = best.us, best.label, best.pct
  end
  batch = nil; cache = nil; ref = nil
  collectgarbage()
end

local function fill(n, l) local t = {} for i = 1, n do t[i] = l end return t end
local function splits_of(name, list, extra)
  local v = {}
  for _, s in ipairs(list) do
    local o = {splits = s}
    for k, x in pairs(extra or {}) do o[k] = x end
    v[#v + 1] = {name, o}
  end
  return v
end
local function cat(...)
  local out = {}
  for _, t in ipairs{...} do for _, x in ipairs(t) do out[#out + 1] = x end end
  return out
end

if want.verify then
  -- explicit warps, splits and ring depths against the reference (the check
  -- matrix runs the default launch only)
  local bad, n = 0, 0
  for _, dtype in ipairs{"fp16", "bf16"} do
    for _, hd in ipairs{64, 128, 256} do
      for _, bs in ipairs{1, 16} do
        local c = {lens = {1, 15, 16, 17, 100, 700}, block_size = bs, kv_heads = 2, heads = hd == 256 and 16 or 32,
                   head_dim = hd, dtype = dtype}
        local cache, batch = build(c)
        local ref = batch:reference()
        for _, name in ipairs{"gqa", "split_kv", "paged"} do
          for _, o in ipairs{{}, {threads = 32}, {threads = 64, splits = 3}, {threads = 96, splits = 200},
                             {threads = 256, splits = 7, chunk = 64}, {splits = 64}, {chunk = 512, splits = 2}} do
            if not (hd == 256 and o.threads == 256) then
              -- paged takes no splits: the same options without them
              if name == "paged" then o = {threads = o.threads, chunk = o.chunk} end
              local k = pa.kernel(name, o)
              local ok, err = pcall(function() return k:run(batch):max_abs_err(ref) end)
              n = n + 1
              if not ok or not (err < 2e-2) then
                bad = bad + 1
                print(string.format("VERIFY FAIL %s hd%d bs%d %s threads=%s splits=%s chunk=%s: %s", dtype, hd, bs,
                  name, tostring(o.threads), tostring(o.splits), tostring(o.chunk), tostring(err)))
              end
            end
          end
        end
        batch = nil; cache = nil; collectgarbage()
      end
    end
  end
  print(string.format("verify: %d runs, %d failed", n, bad))
end
if on("big") then
  run({name = "4x131072 g4", lens = fill(4, 131072)}, cat(
    {{"auto"}, {"split_kv"}, {"paged"}}, splits_of("gqa", {8, 17}), {{"gqa", {splits = 12, threads = 128}}}))
  run({name = "1x131072 g4", lens = {131072}, checked = true}, cat(
    {{"auto", check = true}, {"split_kv", check = true}}, splits_of("gqa", {8, 33})))
  run({name = "64x2048 g4", lens = fill(64, 2048)}, cat({{"auto"}}, splits_of("gqa", {2})))
  run({name = "64x8192 g4", lens = fill(64, 8192)}, {{"auto"}})
end
if on("block") then
  for _, bs in ipairs{1, 16, 256} do
    run({name = "4x32768 bs" .. bs, lens = fill(4, 32768), block_size = bs, checked = bs ~= 16},
      cat({{"auto"}}, splits_of("gqa", {8})))
  end
end
if on("het") then
  local lens = fill(64, 256); lens[1] = 32768
  run({name = "1x32768+63x256", lens = lens, checked = true}, cat({{"auto"}},
    splits_of("gqa", {11, 22, 88}), {{"split_kv", check = true}, {"gqa", {splits = 33, threads = 128}}}))
  local geo = {}
  for i = 1, 64 do geo[i] = math.max(1, math.ceil(math.log(1 - (i - 0.5) / 64) / math.log(1 - 1 / 764))) end
  run({name = "geometric 64 mean 764", lens = geo, checked = true}, cat({{"auto"}}, splits_of("gqa", {2, 8})))
end
if on("mid") then
  run({name = "16x256 g4", lens = fill(16, 256), checked = true}, {{"auto"}, {"split_kv"}, {"paged"}})
  run({name = "16x1024 g4", lens = fill(16, 1024)}, cat({{"auto"}}, splits_of("gqa", {2})))
  run({name = "4x2048 g4", lens = fill(4, 2048)}, cat({{"auto"}}, splits_of("gqa", {2})))
  run({name = "4x8192 g4", lens = fill(4, 8192)}, cat({{"auto"}}, splits_of("gqa", {8})))
end
if on("small") then
  run({name = "floor 1x16 h1", lens = {16}, heads = 1, kv_heads = 1}, {{"auto"}})
  run({name = "2x60 g4", lens = {60, 60}, checked = true}, {{"auto"}, {"paged"}, {"split_kv"}})
  run({name = "1x512 g4", lens = {512}, checked = true}, cat({{"auto"}, {"paged"}, {"split_kv"}}))
  run({name = "1x4096 g4", lens = {4096}}, cat({{"auto"}}, splits_of("gqa", {4})))
end
if on("group") then
  for _, g in ipairs{1, 4, 8, 16} do
    run({name = "4x8192 group " .. g, lens = fill(4, 8192), heads = 8 * g}, cat({{"auto"}}, splits_of("gqa", {8})))
  end
end
if on("bf16") then
  run({name = "4x32768 bf16", lens = fill(4, 32768), dtype = "bf16", checked = true}, {{"auto"}})
  run({name = "4x16384 hd256", lens = fill(4, 16384), head_dim = 256, checked = true}, cat({{"auto"}},
    {{"gqa", {splits = 4, threads = 192}}}))
  run({name = "4x32768 hd64", lens = fill(4, 32768), head_dim = 64, checked = true}, cat({{"auto"}},
    splits_of("gqa", {8})))
  run({name = "4x16384 g16 hd256", lens = fill(4, 16384), head_dim = 256, heads = 128, checked = true},
    {{"auto"}, {"gqa", {splits = 4, threads = 192}}})
end

print("\n# summary: config, MB, auto us (% of peak) [launch], best fixed us (% of peak), auto/best")
for _, r in ipairs(results) do
  print(string.format("%-22s %8.1f MB  auto %9.2f us %5.1f%% [%s]  best %9.2f us %5.1f%% %-24s %.2fx", r.name, r.mb,
    r.auto, r.auto_pct, r.launch, r.best or 0, r.best_pct or 0, r.best_label or "", (r.auto / (r.best or r.auto))))
end
