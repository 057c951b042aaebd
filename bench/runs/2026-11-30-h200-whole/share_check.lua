-- The shared merge's paths (PA_PROBE_SHARE): held parts of 193 to 256 tokens in
-- 9 to 16 parts, every group of 1 to 4, fp16 and bf16, against the reference;
-- then as layers timed back to back (the words and counts cleared each launch).
local pa = require "pa"
local sweep = require "pa.sweep"
local TOL = 2e-2
local worst, runs, bad = 0, 0, 0
local function note(err, what)
  runs = runs + 1
  worst = math.max(worst, err == err and err or math.huge)
  if not (err == err and err < TOL) then bad = bad + 1; print("FAIL " .. what .. string.format(" err %.3g", err)) end
end
for _, dtype in ipairs{"fp16", "bf16"} do
  for _, n in ipairs{9, 12, 15, 16} do
    local nb = 132 // (2 * n)
    local lens = sweep.fill(nb, 250 * n)
    for _, group in ipairs{1, 2, 3, 4} do
      local blocks = 16
      for _, l in ipairs(lens) do blocks = blocks + (l + 15) // 16 end
      local cache = pa.cache{blocks = blocks, block_size = 16, kv_heads = 2, head_dim = 128, dtype = dtype, seed = runs}
      local alloc = pa.allocator("shuffled", cache, {seed = runs + 3})
      local batch = pa.batch{cache = cache, allocator = alloc, heads = 2 * group, context_lens = lens, seed = runs + 5}
      local ref = batch:reference()
      for _, name in ipairs{"gqa", "split_kv"} do
        local ok, out = pcall(function() return pa.kernel(name, {splits = n}):run(batch) end)
        note(ok and out:max_abs_err(ref) or math.huge, string.format("%s %s %dx%d g%d splits %d %s", name, dtype, nb,
          250 * n, group, n, ok and "" or tostring(out)))
      end
      batch:free()
    end
  end
end
for _, n in ipairs{16, 12, 9} do
  local lens = sweep.fill(132 // (2 * n), 250 * n)
  local layers = sweep.layers(lens, {block_size = 16, kv_heads = 2, head_dim = 128, dtype = "fp16"}, 6, 8)
  for _, spec in ipairs{{"gqa", {splits = n}}, {"auto", {}}} do
    local k = pa.kernel(spec[1], spec[2])
    k:time(layers, {warmup = 2, iters = 10, graph = true, l2 = "cold"})
    for _, b in ipairs(layers) do note(k:run(b):max_abs_err(b:reference()), "layers " .. spec[1] .. " " .. n) end
  end
  require("pa.bench").free_layers(layers)
end
print(string.format("share check: %d runs, %d failed, worst err %.2g", runs, bad, worst))
