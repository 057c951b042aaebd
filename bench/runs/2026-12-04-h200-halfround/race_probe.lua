-- One launch, by name, for compute-sanitizer's racecheck: race_probe.lua NAME
local sweep = require "pa.sweep"
local cases = {
  -- name = {batch, ctx, heads, kv_heads, head_dim, dtype, kernel, opts}
  g16_20 = {1, 603, 128, 8, 128, "fp16", "gqa", {splits = 20}},
  g16_20_t128 = {1, 603, 128, 8, 128, "fp16", "gqa", {splits = 20, threads = 128}},
  g16_20_t256 = {1, 603, 128, 8, 128, "fp16", "gqa", {splits = 20, threads = 256}},
  d256_32 = {1, 408, 16, 1, 256, "bf16", "gqa", {splits = 32}},
  d256_32_t128 = {1, 408, 16, 1, 256, "bf16", "gqa", {splits = 32, threads = 128}},
  d64_20 = {1, 300, 128, 8, 64, "fp16", "gqa", {splits = 20}},
  d64_20_t128 = {1, 300, 128, 8, 64, "fp16", "gqa", {splits = 20, threads = 128}},
  g16_4x2048 = {2, 2048, 128, 8, 128, "fp16", "auto"},
  g4_20_t128 = {1, 603, 32, 8, 128, "fp16", "gqa", {splits = 20, threads = 128}},
  -- paired warps in several rings, every ring with steps
  d256_4096_8 = {1, 4096, 128, 8, 256, "fp16", "gqa", {splits = 8}},
  d256_2x2048 = {2, 2048, 128, 8, 256, "fp16", "auto"},
  d256_8x300_whole = {8, 300, 128, 8, 256, "fp16", "gqa", {splits = 1}},
  d256_2x250_4 = {2, 250, 128, 8, 256, "fp16", "auto"},
  d256_1x200_4 = {1, 200, 128, 8, 256, "fp16", "auto"},
}
local c = cases[arg[1]] or error("race_probe.lua: no case " .. tostring(arg[1]), 0)
local nb, ctx, heads, kvh, hd, dtype, kname, opts = table.unpack(c)
local layers = sweep.layers(sweep.fill(nb, ctx), {block_size = 16, kv_heads = kvh, head_dim = hd, heads = heads, dtype = dtype}, 1)
local k = pa.kernel(kname, opts)
local err = k:run(layers[1]):max_abs_err(layers[1]:reference())
print(string.format("%s %s err %.1e", arg[1], k:plan(layers[1]).launch, err))
