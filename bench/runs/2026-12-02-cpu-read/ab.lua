-- The CPU round's A/B: gqa in 8 parts at 1 x 4096 (warm), 1 x 16384 and 1 x 65536 (cold), 16-token
-- shuffled blocks, group 4, head_dim 128, fp16; run alternately with the build before and after.
local out = {string.format("read %.1f", pa.read_bandwidth())}
for _, c in ipairs{{4096, "warm"}, {16384, "cold"}, {65536, "cold"}} do
  local ctx, l2 = c[1], c[2]
  local cache = pa.cache{blocks = ctx // 16 + 8, block_size = 16, kv_heads = 8, head_dim = 128, dtype = "fp16", seed = 1}
  local b = pa.batch{cache = cache, allocator = pa.allocator("shuffled", cache, {seed = 3}), heads = 32, context_lens = {ctx}, seed = 2}
  local s = pa.kernel("gqa", {splits = 8}):time(b, {warmup = 2, iters = 15, l2 = l2})
  out[#out + 1] = string.format("%d %s %.1f GB/s", ctx, l2, s.gbps)
  cache:close()
end
print(table.concat(out, " | "))
