-- What holds the CPU's gqa step under its read: the same step (heads 32 / kv 8,
-- head_dim 128, fp16, contiguous 16-token blocks, 8 parts) over K/V that fit the
-- caches (warm: 8 and 17 MB) and over K/V that do not (67 and 268 MB), warm
-- and cold, against pa.read_bandwidth(). PABENCH_CPU_PORTABLE=1 for the
-- portable path.
--   build/pabench bench/runs/2026-12-02-cpu-read/limit.lua
print(string.format("%s, read %.1f GB/s", pa.device().name .. " (" .. pa.device().simd .. ")", pa.read_bandwidth()))
for _, ctx in ipairs{2048, 4096, 16384, 65536} do
  for _, l2 in ipairs{"warm", "cold"} do
    local cache = pa.cache{blocks = ctx // 16 + 8, block_size = 16, kv_heads = 8, head_dim = 128, dtype = "fp16", seed = 1}
    local b = pa.batch{cache = cache, allocator = pa.allocator("contiguous", cache), heads = 32, context_lens = {ctx},
                       seed = 2}
    local s = pa.kernel("gqa", {splits = 8}):time(b, {warmup = 2, iters = 15, l2 = l2})
    print(string.format("1 x %-6d %6.1f MB %-4s best %9.1f us median %9.1f us %6.1f GB/s %5.1f %% of the read",
      ctx, b.bytes / 1e6, l2, s.min, s.median, s.gbps, 100 * s.gbps / pa.read_bandwidth()))
  end
end
