-- Launch options against one another on a few configs, as decode-step layers
-- (kernel:time over batches with K/V of their own) and alone: where the
-- defaults and the planner's rules come from.
--   build/pabench bench/explore.lua [small|mid|long|occupancy|depth|plan|few|wide|kv|deep8|occ4096|ring4096|solo|late4096|three|deep|rule|small3|allsm|two4096|two|two6|four3|four3g1|hd64|four4|four4m|held|held4k|d64rule|g16|share|held8|held8w|whole3|whole|d64whole|d64w2|g16whole|wholelong|wholeg|wholeg2|wholeg3|gsplits|gwide|glong|gfew|ghd|gbig|ghd64|ghd64a|mqa|fewkv|fewkva|uneven|unevena|front|g16rows|g16parts|stages|stages2|stages256|widebig|widewarps|pair128|g16four|wide4|wide4b|warpsrule|warps64_256|wholerule|narrow256|narrow256s|shortwave|shortwave2|shortheld|shortheld2|shortheld3|shortheld4|shortnext|shortmixed|shortmixed2|mixwarps|d64waves|mixwarps2|d64g1|mixheld|mixheld2|g1many|mergewarps|pairsync ...]
-- "layer": the step's layers reading one block table (kernel:time's default);
-- "own tables": a copy each.
require("pa.options").script_help(arg)
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"

local function variants(kernels, threads, splits, chunks)
  local t = {}
  for _, k in ipairs(kernels) do
    for _, th in ipairs(threads) do
      for _, s in ipairs(splits) do
        for _, ch in ipairs(chunks or {64}) do
          t[#t + 1] = {k, {threads = th, splits = k ~= "paged" and s or nil, chunk = ch}}
        end
      end
    end
  end
  return t
end

local sets = {
  small = {
    {"seed000 2x60", 2, 60, 32, 8, 16, variants({"paged"}, {32, 64, 128, 256}, {1}, {32, 64})},
    {"seed000 1x512", 1, 512, 32, 8, 16, (function()
      local v = variants({"paged"}, {64, 128, 256}, {1}, {64, 128})
      for _, x in ipairs(variants({"split_kv", "gqa"}, {64, 128, 256}, {2, 4, 8})) do v[#v + 1] = x end
      return v
    end)()},
  },
  mid = {
    {"seed000 16x256", 16, 256, 32, 8, 16, variants({"gqa"}, {64, 128, 256}, {1, 2}, {64, 128})},
    {"long 1x16384", 1, 16384, 32, 8, 16, variants({"gqa"}, {128, 256}, {16, 32, 33, 48, 64})},
  },
  long = {
    {"long 1x65536", 1, 65536, 32, 8, 16, (function()
      local v = variants({"gqa"}, {128, 256}, {16, 32, 33, 48, 64})
      for _, x in ipairs(variants({"gqa"}, {64}, {64, 96, 128, 132})) do v[#v + 1] = x end
      return v
    end)()},
  },
}

-- two CTAs an SM: rings of at most ~100 KiB let the next layer's CTAs
-- start beside this layer's
local function occ(splits) return variants({"gqa"}, {192, 224, 256}, splits) end
sets.occupancy = {
  {"seed000 16x256", 16, 256, 32, 8, 16, occ{1, 2}},
  {"seed000 4x2048", 4, 2048, 32, 8, 16, occ{4, 8}},
  {"seed001 32x512", 32, 512, 16, 8, 256, occ{1, 2}},
  {"long 1x4096", 1, 4096, 32, 8, 16, occ{8, 16, 32}},
  {"long 1x16384", 1, 16384, 32, 8, 16, occ{16, 24, 32}},
  {"long 1x65536", 1, 65536, 32, 8, 16, occ{16, 24, 32}},
  {"gqa8 1x65536", 1, 65536, 64, 8, 16, occ{16, 24, 32}},
  {"long 8x32768", 8, 32768, 32, 8, 16, occ{2, 3, 4}},
  {"long 32x8192", 32, 8192, 32, 8, 16, occ{1}},
}

-- the mid-size configs in smaller CTAs, two to three an SM, now that a CTA
-- copies its whole ring before the wait: the next layer's CTAs then start
-- beside this layer's and have their bytes in flight before it ends
sets.occ_mid = {
  {"seed000 16x256", 16, 256, 32, 8, 16, variants({"gqa"}, {128, 192, 224, 256}, {1, 2})},
  {"seed000 4x2048", 4, 2048, 32, 8, 16, variants({"gqa"}, {128, 192, 256}, {4, 8, 16})},
  {"long 1x4096", 1, 4096, 32, 8, 16, variants({"gqa"}, {128, 192, 256}, {16, 32})},
  {"seed001 8x512", 8, 512, 16, 8, 256, variants({"gqa"}, {64, 128, 192, 256}, {2, 4, 8})},
  {"seed001 32x128", 32, 128, 16, 8, 256, variants({"gqa"}, {64, 128, 192, 256}, {1, 2})},
}

-- ring depth: more slots a warp (chunk 128: four, three in flight) in fewer
-- warps, against eight warps of two slots, where the grid is one CTA an SM
local function depth(splits)
  local v = variants({"gqa"}, {256}, splits, {64})
  for _, x in ipairs(variants({"gqa"}, {224, 192, 160, 128}, splits, {128})) do v[#v + 1] = x end
  for _, x in ipairs(variants({"gqa"}, {96}, splits, {256})) do v[#v + 1] = x end
  return v
end
sets.depth = {
  {"long 1x65536", 1, 65536, 32, 8, 16, depth{16}},
  {"gqa8 1x65536", 1, 65536, 64, 8, 16, depth{16}},
  {"gqa16 1x65536", 1, 65536, 128, 8, 16, depth{16}},
  {"long 1x65536 block1", 1, 65536, 32, 8, 1, depth{16}},
  {"long 1x16384", 1, 16384, 32, 8, 16, depth{16}},
  {"seed000 4x2048", 4, 2048, 32, 8, 16, depth{4}},
  {"seed000 16x256", 16, 256, 32, 8, 16, depth{1}},
}

-- split counts at the default launch (the planner's rules), on the mid-size
-- configs where the ring copied before the wait changes what a split buys
local function defaults(kernels, splits)
  local v = {}
  for _, k in ipairs(kernels) do
    for _, s in ipairs(splits) do v[#v + 1] = {k, {splits = s}} end
  end
  return v
end
local all_splits = {1, 2, 4, 8, 16, 32}
sets.plan = {
  {"seed000 16x256", 16, 256, 32, 8, 16, defaults({"gqa", "split_kv"}, all_splits)},
  {"seed000 4x2048", 4, 2048, 32, 8, 16, defaults({"gqa"}, all_splits)},
  {"seed001 1x2048", 1, 2048, 16, 8, 256, defaults({"gqa", "split_kv"}, all_splits)},
  {"seed001 8x512", 8, 512, 16, 8, 256, defaults({"gqa", "split_kv"}, all_splits)},
  {"seed001 32x128", 32, 128, 16, 8, 256, defaults({"gqa"}, all_splits)},
  {"seed001 32x512", 32, 512, 16, 8, 256, defaults({"gqa"}, all_splits)},
  {"seed001 8x2048", 8, 2048, 16, 8, 256, defaults({"gqa"}, all_splits)},
  {"seed001 32x2048", 32, 2048, 16, 8, 256, defaults({"gqa"}, all_splits)},
  {"long 1x4096", 1, 4096, 32, 8, 16, defaults({"gqa"}, {8, 16, 32, 64})},
  {"long 64x4096", 64, 4096, 32, 8, 16, defaults({"gqa"}, {1, 2})},
}

-- a sequence in parts of one round of eight warps (256 tokens) against parts
-- of one round of four (128 tokens), gqa at the default launch, 8 kv heads
-- unless named
local function parts(name, batch, len, heads, block, kv_heads)
  return {name, batch, len, heads, kv_heads or 8, block, defaults({"gqa"}, {len // 256, len // 128})}
end

-- where the grid of 128-token parts stays within two CTAs an SM: both head
-- counts and block sizes of the suite, one to four sequences
sets.few = {
  parts("seed001 1x2048", 1, 2048, 16, 256),
  parts("g4 1x2048", 1, 2048, 32, 16),
  parts("g8 1x2048", 1, 2048, 64, 16),
  parts("g4 1x1536", 1, 1536, 32, 16),
  parts("g2 1x1536", 1, 1536, 16, 256),
  parts("g4 2x1024", 2, 1024, 32, 16),
  parts("g2 2x1024", 2, 1024, 16, 256),
  parts("g2 2x1536", 2, 1536, 16, 256),
  parts("g2 2x2048", 2, 2048, 16, 256),
  parts("g4 2x2048", 2, 2048, 32, 16),
  parts("g8 2x2048", 2, 2048, 64, 16),
  parts("g2 3x1024", 3, 1024, 16, 256),
  parts("g2 4x1024", 4, 1024, 16, 256),
  parts("g2 1x1792", 1, 1792, 16, 16),
  parts("g2 1x2048 block16", 1, 2048, 16, 16),
  parts("g4 3x1024", 3, 1024, 32, 16),
  parts("g2 2x1280", 2, 1280, 16, 256),
}

-- 17 to 32 parts of 128 tokens, merged two lanes a column quad, against at
-- most 16 of 256, merged a lane a quad
sets.wide = {
  parts("long 1x4096", 1, 4096, 32, 16),
  parts("long 1x4096 block1", 1, 4096, 32, 1),
  parts("g2 1x4096", 1, 4096, 16, 256),
  parts("g8 1x4096", 1, 4096, 64, 16),
  parts("g16 1x4096", 1, 4096, 128, 16),
  parts("g4 1x3072", 1, 3072, 32, 16),
  parts("g2 1x3072", 1, 3072, 16, 256),
  parts("g4 1x2560", 1, 2560, 32, 16),
}

-- the rule of `few` at 4 and 16 kv heads, where the same lengths make grids
-- of a quarter and four times the size
sets.kv = {
  parts("kv4 g2 1x2048", 1, 2048, 8, 16, 4),
  parts("kv4 g2 2x2048", 2, 2048, 8, 16, 4),
  parts("kv4 g2 4x2048", 4, 2048, 8, 16, 4),
  parts("kv4 g4 2x2048", 2, 2048, 16, 16, 4),
  parts("kv16 g2 1x2048", 1, 2048, 32, 16, 16),
  parts("kv16 g4 1x2048", 1, 2048, 64, 16, 16),
  parts("kv16 g2 1x1536", 1, 1536, 32, 16, 16),
  parts("kv16 g2 2x1024", 2, 1024, 32, 16, 16),
}

-- eight warps of three slots (192 KiB of ring at head_dim 128) against the
-- default two, on the long configs of one CTA an SM: chunk 128 is four slots,
-- which eight warps cannot hold (256 KiB), unless a build maps it to three
-- (bench/runs/2026-11-30-h200-plan/deep8.patch)
local function three(splits) return variants({"gqa"}, {256}, splits, {64, 128}) end
sets.deep8 = {
  {"gqa16 1x65536", 1, 65536, 128, 8, 16, three{16}},
  {"gqa8 1x65536", 1, 65536, 64, 8, 16, three{16}},
  {"long 1x65536", 1, 65536, 32, 8, 16, three{16}},
  {"long 1x65536 block1", 1, 65536, 32, 8, 1, three{16}},
  {"long 1x131072", 1, 131072, 32, 8, 16, three{16}},
  {"long 8x32768", 8, 32768, 32, 8, 16, three{2, 4}},
  {"long 1x16384", 1, 16384, 32, 8, 16, three{16}},
}

-- 1 x 4096 in CTAs of fewer warps, two an SM, so that the next layer's CTAs
-- start beside this layer's, against eight warps one an SM
sets.occ4096 = {
  {"long 1x4096", 1, 4096, 32, 8, 16, variants({"gqa"}, {128, 160, 192, 224, 256}, {8, 16, 32})},
  {"long 1x4096 block1", 1, 4096, 32, 8, 1, variants({"gqa"}, {192, 224, 256}, {16, 32})},
}

-- 1 x 4096 in fewer, longer partitions: a CTA an SM of 16 partitions leaves
-- the next layer's last CTAs waiting for this layer's merging SMs; four ring
-- slots a warp (chunk 128) hold a longer partition whole in fewer warps
local function join(...)
  local t = {}
  for _, v in ipairs{...} do for _, x in ipairs(v) do t[#t + 1] = x end end
  return t
end
sets.ring4096 = {
  {"long 1x4096", 1, 4096, 32, 8, 16, join(variants({"gqa"}, {256}, {16}, {64}),
    variants({"gqa"}, {224}, {10, 16}, {128}), variants({"gqa"}, {192}, {11, 12, 16}, {128}),
    variants({"gqa"}, {160}, {13, 16}, {128}))},
  {"long 1x4096 block1", 1, 4096, 32, 8, 1, join(variants({"gqa"}, {256}, {16}, {64}),
    variants({"gqa"}, {192}, {11, 12}, {128}))},
}

-- the smallest launches in one warp a CTA whose ring holds the whole
-- sequence (chunk 128 at 2 x 60), against the suite's own: the launches that
-- runs/2026-11-30-h200-ring/solo.patch gave a kernel of their own
local function chunks(list)
  local t = {}
  for _, v in ipairs(list) do t[#t + 1] = {v[1], {chunk = v[2], threads = v[3]}} end
  return t
end
sets.solo = {
  {"seed000 2x60", 2, 60, 32, 8, 16, chunks{{"paged", 64}, {"paged", 128}, {"split_kv", 64}, {"split_kv", 128},
    {"gqa", 64, 128}, {"gqa", 128}, {"paged", 64, 32}}},
  {"seed001 1x128", 1, 128, 16, 8, 256, chunks{{"paged", 64}, {"paged", 128}, {"paged", 256}}},
  {"seed001 8x128", 8, 128, 16, 8, 256, chunks{{"gqa", 64}, {"gqa", 128}, {"gqa", 256}}},
  {"32 x 64", 32, 64, 32, 8, 16, chunks{{"gqa", 64}, {"gqa", 128}}},
}

-- Does a grid of more CTAs than the SMs the merging CTAs leave free (1 x 4096:
-- 128 CTAs, 8 of them merging, 132 SMs) make the next layer's last CTAs start
-- late? The same 256-token partitions in grids of 96 to 128 CTAs, by length
-- and by kv heads
local function g(n) return variants({"gqa"}, {256}, {n}) end
sets.late4096 = {
  {"1x4096", 1, 4096, 32, 8, 16, g(16)}, {"1x3840", 1, 3840, 32, 8, 16, g(15)},
  {"1x3584", 1, 3584, 32, 8, 16, g(14)}, {"1x3328", 1, 3328, 32, 8, 16, g(13)},
  {"1x4096 kv7", 1, 4096, 28, 7, 16, g(16)}, {"1x4096 kv6", 1, 4096, 24, 6, 16, g(16)},
}

-- Eight warps of three ring slots (chunk 128 in runs/2026-11-30-h200-ring/
-- three.patch), a warp's three steps computed as one: partitions of up to
-- 384 tokens held whole, in grids small enough to leave SMs for the next
-- layer's CTAs
sets.three = {
  {"long 1x4096", 1, 4096, 32, 8, 16, join(variants({"gqa"}, {256}, {16}, {64}),
    variants({"gqa"}, {256}, {11, 12, 13, 14, 15}, {128}))},
  {"long 1x4096 block1", 1, 4096, 32, 8, 1, join(variants({"gqa"}, {256}, {16}, {64}),
    variants({"gqa"}, {256}, {11, 12}, {128}))},
  {"1x3072", 1, 3072, 32, 8, 16, join(variants({"gqa"}, {256}, {12}, {64}), variants({"gqa"}, {256}, {8, 9}, {128}))},
}

-- The rule of three ring slots (src/plan.c, kernels/mma_decode.cu) against the
-- 256-token parts it replaces: `auto` first; threads = 256 keeps two slots
local A = {"auto", {}}
-- `auto`, then the grouped kernel (or `kernel`) in n parts: a rule against the
-- launch it replaced
local function before(n, kernel) return {A, {kernel or "gqa", {splits = n}}} end
-- `auto`, then the grouped kernel at each split count given
local function gq(...)
  local t = {A}
  for _, n in ipairs{...} do t[#t + 1] = {"gqa", {splits = n}} end
  return t
end
sets.deep = {
  {"1x4096", 1, 4096, 32, 8, 16, gq(12, 16)},
  {"1x4096 block1", 1, 4096, 32, 8, 1, gq(16)},
  {"1x4096 g8", 1, 4096, 64, 8, 16, gq(16)},
  {"1x4096 g2", 1, 4096, 16, 8, 16, gq(16)},
  {"1x4096 kv4", 1, 4096, 16, 4, 16, gq(16)},
  {"1x4096 g1", 1, 4096, 8, 8, 16, {A, {"split_kv", {splits = 16}}}},
  {"1x3072", 1, 3072, 32, 8, 16, gq(10, 12)},
  {"1x2560", 1, 2560, 32, 8, 16, gq(10)},
  {"2x3072", 2, 3072, 32, 8, 16, {A, {"gqa", {splits = 8, threads = 256}}, {"gqa", {splits = 12}}}},
  {"1x5000", 1, 5000, 32, 8, 16, {A, {"gqa", {splits = 16, threads = 256}}, {"gqa", {splits = 14}}}},
}

-- The three-slot rule on shapes the suite does not hold: every shape here is
-- one where `auto` cuts 384-token parts; against the split count it took
-- before the rule (default launch) and the same parts at two slots
local function was(old, new) return {A, {"gqa", {splits = old}}, {"gqa", {splits = new, threads = 256}}} end
sets.rule = {
  {"g4 2x2560", 2, 2560, 32, 8, 16, was(8, 7)},
  {"g4 3x1536", 3, 1536, 32, 8, 16, was(5, 4)},
  {"g4 1x3500", 1, 3500, 32, 8, 16, was(13, 10)},
  {"kv4 g4 2x4096", 2, 4096, 16, 4, 16, was(16, 11)},
  {"kv4 g4 1x8192", 1, 8192, 16, 4, 16, was(32, 22)},
  {"kv4 g8 1x8192", 1, 8192, 32, 4, 16, was(32, 22)},
}

-- 1 x 4096 in small CTAs holding their partition whole (chunk 64: two slots a
-- warp, 128: four), one to three an SM, so that every SM streams and the next
-- layer's CTAs start beside this layer's: more partitions to merge
local function lw(th, ch, sp) return {"gqa", {threads = th, chunk = ch, splits = sp}} end
sets.small3 = {
  {"long 1x4096", 1, 4096, 32, 8, 16, {A, lw(160, 64, 26), lw(128, 64, 32), lw(96, 128, 22), lw(64, 128, 32),
    lw(128, 128, 16)}},
  {"long 1x4096 block1", 1, 4096, 32, 8, 1, {A, lw(160, 64, 26), lw(96, 128, 22)}},
}

-- 1 x 4096 in CTAs of two to four warps, each warp's three steps held whole and
-- computed as one (with PA_STAGES=3 in a probe build: three ring slots), two to
-- four CTAs an SM, so that the next layer's CTAs find room beside this layer's
sets.two4096 = {
  {"long 1x4096", 1, 4096, 32, 8, 16, {A, lw(128, 64, 22), lw(96, 64, 29), lw(64, 64, 43), lw(128, 64, 24)}},
  {"long 1x4096 block1", 1, 4096, 32, 8, 1, {A, lw(128, 64, 22), lw(96, 64, 29)}},
  {"long 1x3072", 1, 3072, 32, 8, 16, {A, lw(128, 64, 16), lw(96, 64, 22)}},
}

-- Below the size where two layers' rings fit the SMs' shared memory (about 15
-- MB at 227 KiB an SM): four warps of three slots (PA_STAGES=3), parts of up to
-- 192 tokens, two CTAs an SM, in grids of at most one CTA an SM
-- auto, then launches of `threads` at chunk 64 in each split count given
local function in_warps(threads, ...)
  local t = {A}
  for _, n in ipairs{...} do t[#t + 1] = lw(threads, 64, n) end
  return t
end
local function four3(...) return in_warps(128, ...) end
local function six2(...) return in_warps(192, ...) end
sets.two6 = {
  {"long 1x3072", 1, 3072, 32, 8, 16, six2(16)},
  {"long 1x2560", 1, 2560, 32, 8, 16, six2(14)},
  {"long 1x2048", 1, 2048, 32, 8, 16, six2(11)},
  {"2x1536", 2, 1536, 32, 8, 16, six2(8)},
  {"4x768", 4, 768, 32, 8, 16, six2(4)},
  {"seed001 1x2048", 1, 2048, 16, 8, 256, six2(11)},
  {"1x3072 block1", 1, 3072, 32, 8, 1, six2(16)},
}
-- auto with the four-warp, three-slot rule (src/plan.c, pa_cuda_mma_decode)
-- against the launch it chose before the rule (gqa, or split_kv at group 1)
local was = before
sets.four3 = {
  {"long 1x3072", 1, 3072, 32, 8, 16, was(9)}, {"long 1x2560", 1, 2560, 32, 8, 16, was(10)},
  {"long 1x2048", 1, 2048, 32, 8, 16, was(8)}, {"seed001 1x2048", 1, 2048, 16, 8, 256, was(16)},
  {"2x1536", 2, 1536, 32, 8, 16, was(12)}, {"4x768", 4, 768, 32, 8, 16, was(6)},
  {"g2 2x1024", 2, 1024, 16, 8, 16, was(8)}, {"2x1024", 2, 1024, 32, 8, 16, was(4)},
  {"3x768", 3, 768, 32, 8, 16, was(6)}, {"g2 1x3072", 1, 3072, 16, 8, 16, was(9)},
  {"5x512", 5, 512, 32, 8, 16, was(4)}, {"4x512", 4, 512, 32, 8, 16, was(4)},
  {"1x2304", 1, 2304, 32, 8, 16, was(9)}, {"g3 1x2048", 1, 2048, 24, 8, 16, was(8)},
  {"1x3072 block1", 1, 3072, 32, 8, 1, was(9)},
}
-- the same at group 1 (runs/2026-11-30-h200-short/group1.patch before the rule took it)
local function was1(n) return was(n, "split_kv") end
sets.four3g1 = {
  {"mha32 1x512", 1, 512, 32, 32, 16, was1(1)}, {"mha32 1x768", 1, 768, 32, 32, 16, was1(1)},
  {"mha32 2x384", 2, 384, 32, 32, 16, was1(1)}, {"mha32 1x640", 1, 640, 32, 32, 16, was1(1)},
  {"mha16 1x1024", 1, 1024, 16, 16, 16, was1(8)}, {"mha16 1x1536", 1, 1536, 16, 16, 16, was1(12)},
  {"mha16 2x768", 2, 768, 16, 16, 16, was1(1)}, {"mha8 1x2048", 1, 2048, 8, 8, 16, was1(16)},
  {"mha8 1x3072", 1, 3072, 8, 8, 16, was1(9)}, {"mha8 2x1536", 2, 1536, 8, 8, 16, was1(12)},
}
-- head_dim 64 below the on-chip size: four warps of three slots (48 KiB, up to
-- four CTAs an SM) and eight of three (96 KiB, two an SM), with PA_STAGES=3 in a
-- probe build, against auto
local function d64(n4, n8) return {A, lw(128, 64, n4), lw(256, 64, n8)} end
sets.hd64 = {
  {"D64 1x4096", 1, 4096, 32, 8, 16, d64(22, 11), 64}, {"D64 1x6144", 1, 6144, 32, 8, 16, d64(32, 16), 64},
  {"D64 2x2048", 2, 2048, 32, 8, 16, d64(11, 6), 64}, {"D64 1x3072", 1, 3072, 32, 8, 16, d64(16, 8), 64},
  {"D64 4x1024", 4, 1024, 32, 8, 16, d64(6, 3), 64}, {"D64 1x8192", 1, 8192, 32, 8, 16, d64(43, 22), 64},
}
sets.two = {
  {"long 1x3072", 1, 3072, 32, 8, 16, four3(16, 17)},
  {"long 1x2560", 1, 2560, 32, 8, 16, four3(14, 16)},
  {"long 1x2048", 1, 2048, 32, 8, 16, four3(11, 16)},
  {"long 1x3500", 1, 3500, 32, 8, 16, four3(19)},
  {"2x1536", 2, 1536, 32, 8, 16, four3(8)},
  {"4x768", 4, 768, 32, 8, 16, four3(4)},
  {"g8 1x3072", 1, 3072, 64, 8, 16, four3(16)},
  {"g2 1x3072", 1, 3072, 16, 8, 16, four3(16)},
  {"seed001 1x2048", 1, 2048, 16, 8, 256, four3(11, 16)},
  {"1x3072 block1", 1, 3072, 32, 8, 1, four3(16)},
  {"kv4 1x6144", 1, 6144, 16, 4, 16, four3(32)},
}

-- Parts of 256 tokens in four warps of three slots (PA_STAGES=3 in a probe
-- build: runs/2026-11-30-h200-four4/probes.patch), two CTAs an SM: each warp's fourth step is copied after the release
-- (from DRAM, or from L2 in a PA_L2_REST build), or held in registers before
-- the release (PA_HELD=1) and stored into a slot once it frees, so a grid of up to one CTA an
-- SM leaves room for the next layer's whole grid at 16.8 MB a layer too
local function four4(n) return {A, lw(128, 64, n)} end
sets.four4 = {
  {"long 1x4096", 1, 4096, 32, 8, 16, four4(16)}, {"long 1x4096 block1", 1, 4096, 32, 8, 1, four4(16)},
  {"seed000 16x256", 16, 256, 32, 8, 16, four4(1)}, {"seed001 8x512", 8, 512, 16, 8, 256, four4(2)},
  {"2x2048", 2, 2048, 32, 8, 16, four4(8)}, {"long 1x3072", 1, 3072, 32, 8, 16, four4(12)},
  {"1x3500", 1, 3500, 32, 8, 16, four4(14)}, {"g8 1x4096", 1, 4096, 64, 8, 16, four4(16)},
  {"1x4090", 1, 4090, 32, 8, 16, four4(16)}, {"1x4096 g2", 1, 4096, 16, 8, 16, four4(16)},
}
-- the same parts' merges: counted (PA_HELD=1), a cluster (2), flagged (3)
sets.four4m = {
  {"2x2048", 2, 2048, 32, 8, 16, four4(8)}, {"4x1024", 4, 1024, 32, 8, 16, four4(4)},
  {"seed001 8x512", 8, 512, 16, 8, 256, four4(2)}, {"8x512", 8, 512, 32, 8, 16, four4(2)},
  {"seed000 16x256", 16, 256, 32, 8, 16, four4(1)}, {"long 1x4096", 1, 4096, 32, 8, 16, four4(16)},
}

-- The held step's rule (src/plan.c, pa_cuda_mma_decode) against the launch
-- `auto` chose before it: `auto` first, then that split count (whose parts the
-- rule does not take)
sets.held = {
  {"long 1x4096", 1, 4096, 32, 8, 16, before(11)}, {"1x4090", 1, 4090, 32, 8, 16, before(11)},
  {"1x4000", 1, 4000, 32, 8, 16, before(11)}, {"1x3900", 1, 3900, 32, 8, 16, before(11)},
  {"1x3500", 1, 3500, 32, 8, 16, before(10)}, {"long 1x4096 block1", 1, 4096, 32, 8, 1, before(11)},
  {"g2 1x4096", 1, 4096, 16, 8, 16, before(11)}, {"g1 1x4096", 1, 4096, 8, 8, 16, before(11, "split_kv")},
  {"seed000 16x256", 16, 256, 32, 8, 16, before(2)}, {"16x250", 16, 250, 32, 8, 16, before(2)},
  {"16x200", 16, 200, 32, 8, 16, before(2)}, {"12x256", 12, 256, 32, 8, 16, before(2)},
  {"9x256", 9, 256, 32, 8, 16, before(2)}, {"8x512", 8, 512, 32, 8, 16, before(4)},
  {"8x500", 8, 500, 32, 8, 16, before(4)}, {"seed001 8x512", 8, 512, 16, 8, 256, before(4)},
  {"6x512", 6, 512, 32, 8, 16, before(4)}, {"4x1024", 4, 1024, 32, 8, 16, before(8)},
  {"4x1000", 4, 1000, 32, 8, 16, before(8)}, {"3x1024", 3, 1024, 32, 8, 16, before(8)},
  {"2x2048", 2, 2048, 32, 8, 16, before(16)}, {"2x2000", 2, 2000, 32, 8, 16, before(16)},
  {"g2 16x256", 16, 256, 16, 8, 16, before(2)}, {"g3 16x256", 16, 256, 24, 8, 16, before(2)},
  {"mha32 4x256", 4, 256, 32, 32, 16, before(2, "split_kv")},
  {"mha32 1x1024", 1, 1024, 32, 32, 16, before(8, "split_kv")},
  {"mha32 2x512", 2, 512, 32, 32, 16, before(1, "split_kv")},
  {"kv4 2x4096", 2, 4096, 16, 4, 16, before(11)},
}

-- The held step's one losing kind of shape, a sequence of about 4096 tokens at
-- group 4 and 8 kv heads, over more lengths (15 and 16 parts) and layouts
sets.held4k = {
  {"1x3600", 1, 3600, 32, 8, 16, before(10)}, {"1x3800", 1, 3800, 32, 8, 16, before(10)},
  {"1x3968", 1, 3968, 32, 8, 16, before(11)}, {"1x4032", 1, 4032, 32, 8, 16, before(11)},
  {"1x4000", 1, 4000, 32, 8, 16, before(11)}, {"1x4096", 1, 4096, 32, 8, 16, before(11)},
  {"1x4000 block1", 1, 4000, 32, 8, 1, before(11)}, {"1x4000 block256", 1, 4000, 32, 8, 256, before(11)},
  {"kv4 2x4000", 2, 4000, 16, 4, 16, before(11)}, {"g2 1x4000", 1, 4000, 16, 8, 16, before(11)},
}

-- Merges where the last parts to count share the work through flagged words
-- (PA_PROBE_SHARE in a probe build: runs/2026-11-30-h200-whole/share.patch):
-- `auto`, then the held step in 16 or 8 parts (in a tree build, parts past 8
-- are not held), then the parts `auto` takes or took
local function share(n, old) return {A, {"gqa", {splits = n}}, {"gqa", {splits = old}}} end
sets.share = {
  {"long 1x4096", 1, 4096, 32, 8, 16, share(16, 11)}, {"1x4000", 1, 4000, 32, 8, 16, share(16, 11)},
  {"1x3600", 1, 3600, 32, 8, 16, share(15, 10)}, {"1x4096 block1", 1, 4096, 32, 8, 1, share(16, 11)},
  {"g2 1x4096", 1, 4096, 16, 8, 16, share(16, 11)}, {"kv4 2x4096", 2, 4096, 16, 4, 16, share(16, 11)},
  {"2x2048", 2, 2048, 32, 8, 16, share(8, 16)}, {"4x1024", 4, 1024, 32, 8, 16, share(4, 8)},
  {"8x512", 8, 512, 32, 8, 16, share(2, 4)}, {"seed001 8x512", 8, 512, 16, 8, 256, share(2, 4)},
  {"long 1x2048", 1, 2048, 32, 8, 16, share(11, 8)}, {"long 1x3072", 1, 3072, 32, 8, 16, share(16, 12)},
}

-- Parts of 385 to 512 tokens in a grid of at most half the SMs, held whole by
-- eight warps of three slots and a fourth step each in registers (the tree
-- takes it for whole sequences only; the parts were a probe build's, in
-- runs/2026-11-30-h200-whole/): `auto`, then that split count
local h8 = before
sets.held8 = {
  {"long 1x4096", 1, 4096, 32, 8, 16, h8(8)}, {"1x4000", 1, 4000, 32, 8, 16, h8(8)},
  {"1x3600", 1, 3600, 32, 8, 16, h8(8)}, {"1x3200", 1, 3200, 32, 8, 16, h8(8)},
  {"1x4096 block1", 1, 4096, 32, 8, 1, h8(8)}, {"g2 1x4096", 1, 4096, 16, 8, 16, h8(8)},
  {"g1 1x4096", 1, 4096, 8, 8, 16, h8(8)}, {"kv4 2x4096", 2, 4096, 16, 4, 16, h8(8)},
  {"2x2048", 2, 2048, 32, 8, 16, h8(4)}, {"4x1024", 4, 1024, 32, 8, 16, h8(2)},
  {"8x512", 8, 512, 32, 8, 16, h8(1)}, {"seed001 8x512", 8, 512, 16, 8, 256, h8(1)},
  {"g8 1x4096", 1, 4096, 64, 8, 16, h8(8)},
}

-- The same, whole sequences only (in merged parts it lost), over grid sizes
-- and groups: `auto`, then one part
local W1 = h8(1)
sets.held8w = {
  {"8x512", 8, 512, 32, 8, 16, W1}, {"8x450", 8, 450, 32, 8, 16, W1}, {"8x400", 8, 400, 32, 8, 16, W1},
  {"8x390", 8, 390, 32, 8, 16, W1}, {"7x512", 7, 512, 32, 8, 16, W1}, {"6x512", 6, 512, 32, 8, 16, W1},
  {"5x512", 5, 512, 32, 8, 16, W1}, {"4x512", 4, 512, 32, 8, 16, W1}, {"2x512", 2, 512, 32, 8, 16, W1},
  {"seed000 1x512", 1, 512, 32, 8, 16, W1}, {"seed001 8x512", 8, 512, 16, 8, 256, W1},
  {"g2 8x512", 8, 512, 16, 8, 16, W1}, {"g3 8x512", 8, 512, 24, 8, 16, W1},
  {"mha32 2x512", 2, 512, 32, 32, 16, {A, {"split_kv", {splits = 1}}}}, {"kv4 16x512", 16, 512, 16, 4, 16, W1},
  {"8x512 block1", 8, 512, 32, 8, 1, W1}, {"seed001 4x512", 4, 512, 16, 8, 256, W1},
  {"mha32 1x512", 1, 512, 32, 32, 16, {A, {"split_kv", {splits = 1}}}},
}

-- Whole sequences of up to 384 tokens in a grid of an eighth to half of the
-- SMs: eight warps of three slots (257 to 384 tokens) or of two (up to 256),
-- one CTA an SM, against `auto` (before the planner kept them whole)
sets.whole3 = {
  {"8x384", 8, 384, 32, 8, 16, W1}, {"8x320", 8, 320, 32, 8, 16, W1}, {"8x300", 8, 300, 32, 8, 16, W1},
  {"6x384", 6, 384, 32, 8, 16, W1}, {"4x384", 4, 384, 32, 8, 16, W1}, {"g2 8x384", 8, 384, 16, 8, 16, W1},
  {"8x256", 8, 256, 32, 8, 16, W1}, {"8x200", 8, 200, 32, 8, 16, W1}, {"6x256", 6, 256, 32, 8, 16, W1},
  {"g8 8x384", 8, 384, 64, 8, 16, W1},
}

-- The planner's whole-sequence rule over the shapes it changed (`auto` alone:
-- run it in the tree before and after)
local AO = {A}
sets.whole = {
  {"8x129", 8, 129, 32, 8, 16, AO}, {"8x160", 8, 160, 32, 8, 16, AO}, {"8x200", 8, 200, 32, 8, 16, AO},
  {"8x256", 8, 256, 32, 8, 16, AO}, {"8x300", 8, 300, 32, 8, 16, AO}, {"8x384", 8, 384, 32, 8, 16, AO},
  {"g8 3x200", 3, 200, 64, 8, 16, AO}, {"3x384", 3, 384, 32, 8, 16, AO}, {"4x256", 4, 256, 32, 8, 16, AO},
  {"g8 8x256", 8, 256, 64, 8, 16, AO}, {"g8 6x384", 6, 384, 64, 8, 16, AO}, {"g1 6x300", 6, 300, 8, 8, 16, AO},
  {"kv4 12x256", 12, 256, 16, 4, 16, AO}, {"kv16 4x384", 4, 384, 64, 16, 16, AO},
  {"mha32 1x300", 1, 300, 32, 32, 16, AO}, {"g2 8x384", 8, 384, 16, 8, 16, AO}, {"g3 5x320", 5, 320, 24, 8, 16, AO},
  {"8x384 block1", 8, 384, 32, 8, 1, AO}, {"seed001 8x256", 8, 256, 16, 8, 256, AO},
}

-- Head_dim 64 whole in a grid of at most half the SMs: `auto`, one part at the
-- default two slots, one part at four (chunk 128: 512 tokens on chip in 128 KiB)
local D64W = {A, {"gqa", {splits = 1}}, {"gqa", {splits = 1, chunk = 128}}}
sets.d64whole = {
  {"D64 8x512", 8, 512, 32, 8, 16, D64W, 64}, {"D64 6x512", 6, 512, 32, 8, 16, D64W, 64},
  {"D64 4x512", 4, 512, 32, 8, 16, D64W, 64}, {"D64 8x400", 8, 400, 32, 8, 16, D64W, 64},
  {"D64 8x384", 8, 384, 32, 8, 16, D64W, 64}, {"D64 8x256", 8, 256, 32, 8, 16, D64W, 64},
  {"D64 g8 8x512", 8, 512, 64, 8, 16, D64W, 64}, {"D64 g2 8x512", 8, 512, 16, 8, 16, D64W, 64},
  {"D64 8x768", 8, 768, 32, 8, 16, D64W, 64},
}

-- The planner's whole-sequence rule at head_dim 64 over the shapes it changes
-- (`auto` alone: run it in the tree before and after)
sets.d64w2 = {
  {"D64 8x256", 8, 256, 32, 8, 16, AO, 64}, {"D64 8x240", 8, 240, 32, 8, 16, AO, 64},
  {"D64 6x256", 6, 256, 32, 8, 16, AO, 64}, {"D64 4x256", 4, 256, 32, 8, 16, AO, 64},
  {"D64 g8 8x256", 8, 256, 64, 8, 16, AO, 64}, {"D64 g2 8x256", 8, 256, 16, 8, 16, AO, 64},
  {"D64 kv4 12x256", 12, 256, 16, 4, 16, AO, 64}, {"D64 mha32 2x256", 2, 256, 32, 32, 16, AO, 64},
}

-- Group 16 (16 heads a CTA) whole in a grid of at most half the SMs, eight
-- warps of two slots: `auto`, then one part
sets.g16whole = {
  {"g16 8x256", 8, 256, 128, 8, 16, W1}, {"g16 8x200", 8, 200, 128, 8, 16, W1},
  {"g16 4x256", 4, 256, 128, 8, 16, W1}, {"g16 8x160", 8, 160, 128, 8, 16, W1},
  {"g16 D64 8x256", 8, 256, 128, 8, 16, W1, 64}, {"g16 8x384", 8, 384, 128, 8, 16, W1},
}

-- Whole sequences longer than a CTA holds on chip, in a grid of at most half
-- the SMs (the rest streamed after the release): `auto`, then one part
sets.wholelong = {
  {"8x640", 8, 640, 32, 8, 16, W1}, {"8x768", 8, 768, 32, 8, 16, W1}, {"8x1024", 8, 1024, 32, 8, 16, W1},
  {"6x768", 6, 768, 32, 8, 16, W1}, {"4x1024", 4, 1024, 32, 8, 16, W1}, {"g8 8x448", 8, 448, 64, 8, 16, W1},
  {"g8 8x512", 8, 512, 64, 8, 16, W1}, {"g16 8x320", 8, 320, 128, 8, 16, W1}, {"g16 8x384", 8, 384, 128, 8, 16, W1},
  {"g16 8x512", 8, 512, 128, 8, 16, W1}, {"D64 8x400", 8, 400, 32, 8, 16, W1, 64}, {"D64 8x512", 8, 512, 32, 8, 16, W1, 64},
}

-- Groups 8 and 16 whole past what a CTA holds, over more grid sizes: the
-- shapes a planner rule taking round 14's lead (runs/2026-11-30-h200-whole/)
-- would change (`auto` alone: run it in the tree before and after)
sets.wholeg = {
  {"g16 8x320", 8, 320, 128, 8, 16, AO}, {"g16 8x384", 8, 384, 128, 8, 16, AO},
  {"g16 8x512", 8, 512, 128, 8, 16, AO}, {"g16 6x400", 6, 400, 128, 8, 16, AO},
  {"g16 4x512", 4, 512, 128, 8, 16, AO}, {"g8 8x448", 8, 448, 64, 8, 16, AO},
  {"g8 8x512", 8, 512, 64, 8, 16, AO}, {"g8 6x450", 6, 450, 64, 8, 16, AO}, {"g8 4x512", 4, 512, 64, 8, 16, AO},
  {"g16 3x300", 3, 300, 128, 8, 16, AO}, {"g8 3x512", 3, 512, 64, 8, 16, AO},
  {"g8 8x512 block1", 8, 512, 64, 8, 1, AO}, {"g8 kv4 16x400", 16, 400, 32, 4, 16, AO},
}

-- Groups 8 and 16 past 512 tokens in a grid of at most half the SMs: whole
-- (the rest streamed after the release) against `auto`'s parts
sets.wholeg2 = {
  {"g8 8x640", 8, 640, 64, 8, 16, W1}, {"g8 8x768", 8, 768, 64, 8, 16, W1}, {"g8 8x1024", 8, 1024, 64, 8, 16, W1},
  {"g8 4x1024", 4, 1024, 64, 8, 16, W1}, {"g16 8x640", 8, 640, 128, 8, 16, W1},
  {"g16 8x768", 8, 768, 128, 8, 16, W1}, {"g16 8x1024", 8, 1024, 128, 8, 16, W1},
  {"g16 4x1024", 4, 1024, 128, 8, 16, W1},
}

-- Every group x batch x length (kv heads 8, 16-token blocks) with the launches
-- `v`, named "g8 3x512" ("D64 g8 3x512" at another head_dim), then `extra`
local function group_grid(groups, batches, lens, v, head_dims, extra)
  local t = {}
  for _, D in ipairs(head_dims or {128}) do
    for _, group in ipairs(groups) do
      for _, b in ipairs(batches) do
        for _, len in ipairs(lens) do
          local name = string.format("%sg%d %dx%d", D == 128 and "" or "D" .. D .. " ", group, b, len)
          t[#t + 1] = {name, b, len, 8 * group, 8, 16, v, D ~= 128 and D or nil}
        end
      end
    end
  end
  for _, x in ipairs(extra or {}) do t[#t + 1] = {x[1], x[2], x[3], x[4], x[5], x[6], v} end
  return t
end

-- The same over the batches a grid of an eighth to half of the SMs takes
sets.wholeg3 = group_grid({8, 16}, {3, 4, 6, 8}, {384, 512, 640, 768, 896}, W1)

-- Groups 8 and 16 in grids of an eighth to half of the SMs, 512 to 1024
-- tokens: every split count from whole to 8 parts
sets.gsplits = group_grid({8, 16}, {3, 4, 6, 8}, {512, 640, 768, 896, 1024}, gq(1, 2, 3, 4, 5, 6, 8))

-- wide_group_parts (src/plan.c) against whole and 2 to 4 parts, over the
-- grids of an eighth to half of the SMs it takes, and a few it was not fitted on
sets.gwide = group_grid({8, 16}, {3, 4, 6, 8}, {300, 384, 450, 512, 640, 768, 896, 1024}, gq(1, 2, 3, 4),
  nil, {
    {"g8 kv4 6x512", 6, 512, 32, 4, 16}, {"g8 kv4 6x768", 6, 768, 32, 4, 16}, {"g8 kv4 10x512", 10, 512, 32, 4, 16},
    {"g8 kv4 10x768", 10, 768, 32, 4, 16}, {"g8 kv4 16x512", 16, 512, 32, 4, 16}, {"g8 kv4 16x768", 16, 768, 32, 4, 16},
    {"g8 8x768 block1", 8, 768, 64, 8, 1}, {"g6 6x640", 6, 640, 48, 8, 16}, {"g12 6x640", 6, 640, 96, 8, 16},
    {"g32 4x640", 4, 640, 128, 4, 16},
  })

-- Groups 8 and 16 past what wide_group_parts takes: longer sequences, and
-- batches of 1 and 2 (grids of at most an eighth of the SMs)
sets.glong = group_grid({8, 16}, {1, 2, 3, 4, 6, 8}, {1536, 2048, 4096}, gq(1, 2, 3, 4, 6, 8, 12, 16))

-- Groups 8 and 16 in grids of at most an eighth of the SMs, 1280 to 4096
-- tokens: `auto` against 4 to 16 parts
sets.gfew = group_grid({8, 16}, {1, 2}, {1280, 1536, 2048, 2560, 3072, 4096}, gq(4, 6, 8, 11, 12, 16),
  nil, {
    {"g8 kv4 2x2048", 2, 2048, 32, 4, 16}, {"g8 kv4 4x2048", 4, 2048, 32, 4, 16},
    {"g8 1x2048 block1", 1, 2048, 64, 8, 1}, {"g12 1x2048", 1, 2048, 96, 8, 16}, {"g32 kv4 1x2048", 1, 2048, 128, 4, 16},
  })

-- The same question at head_dim 64 and 256: groups 8 and 16 in grids of an
-- eighth to half of the SMs, `auto` against whole and 2 to 8 parts
sets.ghd = group_grid({8, 16}, {3, 4, 6, 8}, {512, 768, 1024}, gq(1, 2, 3, 4, 6, 8), {64, 256})

-- Groups 8 and 16 in grids of over half the SMs: `auto` against whole and 2
-- to 4 parts
sets.gbig = group_grid({8, 16}, {12, 16, 32, 64}, {512, 1024, 2048, 4096}, gq(1, 2, 3, 4))

-- Head_dim 64 at groups 8 and 16 over more batches and lengths, every split
-- count from whole to 8 parts
sets.ghd64 = group_grid({8, 16}, {2, 3, 4, 6, 8}, {384, 512, 640, 768, 1024, 1536, 2048},
  gq(1, 2, 3, 4, 5, 6, 8), {64})
-- and `auto` alone over the same grid (run it in the tree before and after)
sets.ghd64a = group_grid({8, 16}, {2, 3, 4, 6, 8}, {384, 512, 640, 768, 1024, 1536, 2048}, AO, {64})

-- One kv head (multi-query attention): 8 heads at head_dim 256, 32 at 128, 16
-- at 64, `auto` against 1 to 32 parts
sets.mqa = (function()
  local v = gq(1, 2, 4, 8, 16, 32)
  local t = {}
  for _, h in ipairs { {8, 256}, {32, 128}, {16, 64} } do
    for _, b in ipairs { 1, 4, 16, 64 } do
      for _, len in ipairs { 512, 2048, 8192 } do
        t[#t + 1] = {string.format("mqa%d D%d %dx%d", h[1], h[2], b, len), b, len, h[1], 1, 16, v, h[2]}
      end
    end
  end
  return t
end)()

-- Few kv heads at long contexts, where the one-wave rule cuts 33 to 132 parts:
-- `auto` against 8 to 64 parts
sets.fewkv = (function()
  local v = gq(8, 16, 24, 32, 48, 64)
  local t = {}
  for _, h in ipairs { {8, 1, 256}, {32, 1, 128}, {16, 1, 64}, {32, 2, 128}, {32, 8, 64} } do
    for _, b in ipairs { 1, 2, 4 } do
      for _, len in ipairs { 4096, 8192, 16384, 32768 } do
        t[#t + 1] = {string.format("h%d kv%d D%d %dx%d", h[1], h[2], h[3], b, len), b, len, h[1], h[2], 16, v, h[3]}
      end
    end
  end
  return t
end)()

-- `auto` alone over the same grid (run it in the tree before and after), and
-- shapes of four kv heads the same cap changes, against their old split
sets.fewkva = (function()
  local t = {}
  for _, c in ipairs(sets.fewkv) do t[#t + 1] = {c[1], c[2], c[3], c[4], c[5], c[6], AO, c[8]} end
  t[#t + 1] = {"h16 kv4 D64 3x6144", 3, 6144, 16, 4, 16, gq(16, 22), 64}
  t[#t + 1] = {"h16 kv4 D256 1x4096", 1, 4096, 16, 4, 16, gq(16, 32), 256}
  t[#t + 1] = {"h16 kv4 D128 1x16384", 1, 16384, 16, 4, 16, gq(16, 33)}
  t[#t + 1] = {"h16 kv4 D64 2x16384", 2, 16384, 16, 4, 16, gq(16, 33), 64}
  return t
end)()

-- One long sequence among short ones of 128 tokens (kv heads 8, 16-token
-- blocks): each head count x long length x batch, with the launches `v`,
-- named "g4 1x2048+7x128"; the length field is the batch's list
local function long_among_short(heads_list, longs, batches, v)
  local t = {}
  for _, heads in ipairs(heads_list) do
    for _, long in ipairs(longs) do
      for _, b in ipairs(batches) do
        local lens = sweep.fill(b, 128)
        lens[1] = long
        t[#t + 1] = {string.format("g%d 1x%d+%dx128", heads // 8, long, b - 1), b, lens, heads, 8, 16, v}
      end
    end
  end
  return t
end

-- Uneven batches: one long sequence among short ones, and mixed lengths,
-- `auto` against 1 to 32 parts
sets.uneven = (function()
  local v = gq(1, 2, 4, 8, 16, 32)
  local t = {}
  for _, heads in ipairs { 32, 64 } do
    for _, c in ipairs(long_among_short({heads}, {2048, 8192, 32768}, {8, 32}, v)) do t[#t + 1] = c end
    local mixed = {}
    for i = 1, 16 do mixed[i] = 256 * i end
    t[#t + 1] = {string.format("g%d 16 of 256..4096", heads // 8), 16, mixed, heads, 8, 16, v}
    local mixed2 = {}
    for i = 1, 64 do mixed2[i] = 64 + (i * 977) % 4000 end
    t[#t + 1] = {string.format("g%d 64 of 64..4064", heads // 8), 64, mixed2, heads, 8, 16, v}
  end
  return t
end)()

-- `auto` alone over the uneven batches one round's parts change (run it in the
-- tree before and after)
sets.unevena = (function()
  local t = long_among_short({32, 64}, {1024, 2048, 4096, 8192}, {8, 32}, AO)
  local lens = sweep.fill(8, 128)
  lens[1] = 2048
  local function add(name, l, heads, d) t[#t + 1] = {name, #l, l, heads, 8, 16, AO, d} end
  add("g16 1x2048+7x128", lens, 128)
  add("D64 1x2048+7x128", lens, 32, 64)
  add("D256 1x2048+7x128", lens, 32, 256)
  add("2048 and 1500", {2048, 1500}, 32)
  add("2048 and 3 of 500", {2048, 500, 500, 500}, 32)
  return t
end)()

-- Group 16 at 1 x 65536 in CTAs of 8 query heads (PA_QS_CAP=8 in a probe
-- build, runs/2026-11-30-h200-four4/qs.patch): two CTAs a kv head share its
-- K/V through L2, each with half the products and half the merge
sets.g16 = {
  {"gqa16 1x65536", 1, 65536, 128, 8, 16, {A, {"gqa", {splits = 8}}, {"gqa", {splits = 16}}}},
  {"gqa8 1x65536", 1, 65536, 64, 8, 16, {A}},
}

-- Group 16 at long contexts in 12 to 15 parts instead of 16: a grid of 96 to
-- 120 CTAs leaves 12 to 36 SMs to the next layer's CTAs from its start, for
-- longer streams a CTA
sets.g16parts = {
  {"gqa16 1x65536", 1, 65536, 128, 8, 16, gq(12, 14, 15, 16)},
  {"gqa16 1x131072", 1, 131072, 128, 8, 16, gq(15, 16)},
  {"gqa8 1x65536", 1, 65536, 64, 8, 16, gq(15, 16)},
  {"long 1x65536", 1, 65536, 32, 8, 16, gq(15, 16)},
}

-- Head_dim 64's rule of eight warps of three slots (src/plan.c,
-- pa_cuda_mma_decode) against the launch `auto` chose before it
sets.d64rule = {
  {"D64 1x6144", 1, 6144, 32, 8, 16, before(24), 64}, {"D64 1x5120", 1, 5120, 32, 8, 16, before(20), 64},
  {"D64 1x4096", 1, 4096, 32, 8, 16, before(16), 64}, {"D64 1x4500", 1, 4500, 32, 8, 16, before(17), 64},
  {"D64 2x2048", 2, 2048, 32, 8, 16, before(8), 64}, {"D64 2x3072", 2, 3072, 32, 8, 16, before(12), 64},
  {"D64 3x1024", 3, 1024, 32, 8, 16, before(4), 64}, {"D64 4x1024", 4, 1024, 32, 8, 16, before(4), 64},
  {"D64 5x768", 5, 768, 32, 8, 16, before(6), 64}, {"D64 1x3500", 1, 3500, 32, 8, 16, before(13), 64},
  {"D64 g2 1x6144", 1, 6144, 16, 8, 16, before(24), 64}, {"D64 g8 1x6144", 1, 6144, 64, 8, 16, before(24), 64},
  {"D64 g16 1x6144", 1, 6144, 128, 8, 16, before(24), 64},
  {"D64 g1 1x6144", 1, 6144, 8, 8, 16, before(24, "split_kv"), 64},
  {"D64 kv4 2x6144", 2, 6144, 16, 4, 16, before(24), 64}, {"D64 1x6144 block1", 1, 6144, 32, 8, 1, before(24), 64},
}

-- 1 x 65536's grid of 8 kv heads x 16 parts takes 128 of the 132 SMs. Smaller
-- CTAs, two or three an SM, in a grid of every slot: 264 or 392 CTAs (the
-- merge of more than 32 parts is the general one)
sets.allsm = {
  {"gqa16 1x65536", 1, 65536, 128, 8, 16, {A, lw(128, 64, 32), lw(128, 64, 33)}},
  {"gqa8 1x65536", 1, 65536, 64, 8, 16, {A, lw(192, 64, 33), lw(128, 64, 49)}},
  {"long 1x65536", 1, 65536, 32, 8, 16, {A, lw(192, 64, 33), lw(128, 64, 49)}},
}

-- Front-loaded partitions (src/plan.c pa_front_parts) over the grids `auto`
-- took them in at first: 4, 6, 8 and 12 CTAs a partition; the rule now leaves
-- the grids of under 80 CTAs, over 16 parts or one long part, where they lost
-- (`auto` alone: run it in the tree before and after)
sets.front = {
  {"1x4096", 1, 4096, 32, 8, 16, AO}, {"1x4096 block1", 1, 4096, 32, 8, 1, AO},
  {"g8 1x4096", 1, 4096, 64, 8, 16, AO}, {"g2 1x4096", 1, 4096, 16, 8, 16, AO}, {"g1 1x4096", 1, 4096, 8, 8, 16, AO},
  {"1x3200", 1, 3200, 32, 8, 16, AO}, {"1x3712", 1, 3712, 32, 8, 16, AO}, {"kv4 2x4096", 2, 4096, 16, 4, 16, AO},
  {"kv1 8x3584", 8, 3584, 4, 1, 16, AO},
  {"kv4 1x6272", 1, 6272, 16, 4, 16, AO}, {"kv4 1x7168", 1, 7168, 16, 4, 16, AO}, {"kv4 1x8192", 1, 8192, 16, 4, 16, AO},
  {"kv2 2x7168", 2, 7168, 8, 2, 16, AO}, {"kv4 g8 1x8192", 1, 8192, 32, 4, 16, AO},
  {"kv2 3x3200", 3, 3200, 8, 2, 16, AO}, {"kv2 3x4352", 3, 4352, 8, 2, 16, AO}, {"kv2 3x5632", 3, 5632, 8, 2, 16, AO},
  {"kv1 6x4608", 6, 4608, 4, 1, 16, AO},
  {"kv4 3x2176", 3, 2176, 16, 4, 16, AO}, {"kv4 3x2560", 3, 2560, 16, 4, 16, AO}, {"kv4 3x2816", 3, 2816, 16, 4, 16, AO},
  {"kv2 6x2432", 6, 2432, 8, 2, 16, AO},
  {"kv2 3x3712", 3, 3712, 8, 2, 16, AO}, {"kv1 6x5120", 6, 5120, 4, 1, 16, AO}, {"kv2 3x5376", 3, 5376, 8, 2, 16, AO},
  {"kv4 2x3840", 2, 3840, 16, 4, 16, AO}, {"kv4 3x2432", 3, 2432, 16, 4, 16, AO}, {"1x3584", 1, 3584, 32, 8, 16, AO},
  {"1x3840", 1, 3840, 32, 8, 16, AO}, {"g8 kv4 2x4096", 2, 4096, 32, 4, 16, AO}, {"g8 kv4 3x2816", 3, 2816, 32, 4, 16, AO},
  -- the held step's counted merge without front-loading (its kernel changed)
  {"2x2048", 2, 2048, 32, 8, 16, AO}, {"4x1024", 4, 1024, 32, 8, 16, AO}, {"9x1000", 9, 1000, 32, 8, 16, AO},
}

-- Sixteen heads a CTA in the counted merge (its rows in the output dtype,
-- mma_decode.cu Rows): `auto` alone, run in the tree before and after
sets.g16rows = {
  {"gqa16 1x65536", 1, 65536, 128, 8, 16, AO}, {"gqa16 1x131072", 1, 131072, 128, 8, 16, AO},
  {"gqa16 1x65536 block1", 1, 65536, 128, 8, 1, AO}, {"gqa16 1x16384", 1, 16384, 128, 8, 16, AO},
  {"g16 1x4096", 1, 4096, 128, 8, 16, AO}, {"g16 2x2048", 2, 2048, 128, 8, 16, AO},
  {"g16 4x1024", 4, 1024, 128, 8, 16, AO}, {"g16 8x2048", 8, 2048, 128, 8, 16, AO},
  {"g16 kv4 2x8192", 2, 8192, 64, 4, 16, AO}, {"D64 g16 1x6144", 1, 6144, 128, 8, 16, AO, 64},
  {"D64 g16 8x32768", 8, 32768, 128, 8, 16, AO, 64},
}

-- One-wave streaming launches of eight warps at head_dim 128 (partitions of 512
-- tokens or more): `auto` alone, run with and without three ring slots a warp
sets.stages = {
  {"1x8192", 1, 8192, 32, 8, 16, AO}, {"1x16384", 1, 16384, 32, 8, 16, AO}, {"1x32768", 1, 32768, 32, 8, 16, AO},
  {"2x8192", 2, 8192, 32, 8, 16, AO}, {"2x16384", 2, 16384, 32, 8, 16, AO}, {"4x4096", 4, 4096, 32, 8, 16, AO},
  {"4x8192", 4, 8192, 32, 8, 16, AO}, {"8x2048", 8, 2048, 32, 8, 16, AO}, {"8x4096", 8, 4096, 32, 8, 16, AO},
  {"16x1024", 16, 1024, 32, 8, 16, AO}, {"16x2048", 16, 2048, 32, 8, 16, AO}, {"12x2048", 12, 2048, 32, 8, 16, AO},
  {"16x1536", 16, 1536, 32, 8, 16, AO}, {"6x3072", 6, 3072, 32, 8, 16, AO}, {"3x8192", 3, 8192, 32, 8, 16, AO},
  {"kv4 1x32768", 1, 32768, 16, 4, 16, AO}, {"kv2 2x16384", 2, 16384, 8, 2, 16, AO},
  {"g1 1x16384", 1, 16384, 8, 8, 16, AO}, {"g2 1x16384", 1, 16384, 16, 8, 16, AO}, {"g8 1x16384", 1, 16384, 64, 8, 16, AO},
  {"1x16384 block1", 1, 16384, 32, 8, 1, AO}, {"8x2048 block256", 8, 2048, 32, 8, 256, AO},
  {"4x2048", 4, 2048, 32, 8, 16, AO}, {"8x1024", 8, 1024, 32, 8, 16, AO}, {"2x4096", 2, 4096, 32, 8, 16, AO},
}

-- Partitions of 513 to 1023 tokens in one wave (run with and without three
-- ring slots for them), and the shapes whose 512-token parts keep two slots
-- against fewer parts of 1024 that take three
sets.stages2 = {
  {"1x12288", 1, 12288, 32, 8, 16, AO}, {"2x6144", 2, 6144, 32, 8, 16, AO}, {"4x3072", 4, 3072, 32, 8, 16, AO},
  {"8x1536", 8, 1536, 32, 8, 16, AO}, {"16x768", 16, 768, 32, 8, 16, AO}, {"16x640", 16, 640, 32, 8, 16, AO},
  {"16x896", 16, 896, 32, 8, 16, AO}, {"1x10240", 1, 10240, 32, 8, 16, AO}, {"1x14336", 1, 14336, 32, 8, 16, AO},
  {"g8 2x6144", 2, 6144, 64, 8, 16, AO},
  {"1x8192", 1, 8192, 32, 8, 16, gq(8, 12)}, {"4x2048", 4, 2048, 32, 8, 16, gq(2, 3)},
  {"8x1024", 8, 1024, 32, 8, 16, gq(1)}, {"2x4096", 2, 4096, 32, 8, 16, gq(4, 6)},
}

-- The same question at head_dim 256 (four warps of two slots, 128 KiB): `auto`
-- alone, run with and without three slots for the long one-wave launches
sets.stages256 = {
  {"D256 1x8192", 1, 8192, 32, 8, 16, AO, 256}, {"D256 1x16384", 1, 16384, 32, 8, 16, AO, 256},
  {"D256 2x8192", 2, 8192, 32, 8, 16, AO, 256}, {"D256 4x4096", 4, 4096, 32, 8, 16, AO, 256},
  {"D256 8x2048", 8, 2048, 32, 8, 16, AO, 256}, {"D256 16x1024", 16, 1024, 32, 8, 16, AO, 256},
  {"D256 16x768", 16, 768, 32, 8, 16, AO, 256}, {"D256 4x2048", 4, 2048, 32, 8, 16, AO, 256},
  {"D256 1x65536", 1, 65536, 32, 8, 16, AO, 256}, {"D256 g8 1x16384", 1, 16384, 64, 8, 16, AO, 256},
}

-- Parts of 385 to 512 tokens held on chip (eight warps of three slots and a
-- step in registers) in a grid of at most half the SMs, merged in a cluster or
-- by the count (a probe build's PA_PROBE_SH and PA_PROBE_NOCLUSTER): `auto`,
-- then the parts that hold 512 tokens
sets.splitheld = {
  {"long 1x4096", 1, 4096, 32, 8, 16, gq(8)}, {"1x4000", 1, 4000, 32, 8, 16, gq(8)},
  {"1x3600", 1, 3600, 32, 8, 16, gq(8)}, {"long 1x4096 block1", 1, 4096, 32, 8, 1, gq(8)},
  {"g2 1x4096", 1, 4096, 16, 8, 16, gq(8)}, {"g1 1x4096", 1, 4096, 8, 8, 16, {A, {"split_kv", {splits = 8}}}},
  {"kv4 2x4096", 2, 4096, 16, 4, 16, gq(8)}, {"2x2048", 2, 2048, 32, 8, 16, gq(4)},
  {"4x1024", 4, 1024, 32, 8, 16, gq(2)}, {"g8 1x4096", 1, 4096, 64, 8, 16, gq(8)},
  {"1x3072", 1, 3072, 32, 8, 16, gq(6, 7)},
}

-- The same at pages of fewer than 16 tokens, where eight held parts merged by
-- the count beat the front-loaded parts at 1 x 4096 (held round): `auto`, then
-- the parts that hold 512 tokens (run under PA_PROBE_SH and PA_PROBE_NOCLUSTER)
sets.splitheld_pages = {
  {"1x4096 block1", 1, 4096, 32, 8, 1, gq(8)}, {"1x4096 block2", 1, 4096, 32, 8, 2, gq(8)},
  {"1x4096 block4", 1, 4096, 32, 8, 4, gq(8)}, {"1x4096 block8", 1, 4096, 32, 8, 8, gq(8)},
  {"1x4096 block16", 1, 4096, 32, 8, 16, gq(8)}, {"2x2048 block1", 2, 2048, 32, 8, 1, gq(4)},
  {"4x1024 block1", 4, 1024, 32, 8, 1, gq(2)}, {"kv4 2x4096 block1", 2, 4096, 16, 4, 1, gq(8)},
  {"g2 1x4096 block1", 1, 4096, 16, 8, 1, gq(8)}, {"g1 1x4096 block1", 1, 4096, 8, 8, 1, {A, {"split_kv", {splits = 8}}}},
  {"1x3600 block1", 1, 3600, 32, 8, 1, gq(8)}, {"1x3072 block1", 1, 3072, 32, 8, 1, gq(6, 7)},
}

-- The launches with a step held in registers (front-loaded parts, whole
-- sequences in half the SMs, four-warp parts beside the next layer), `auto`:
-- against a timing-only build that skips the held step (PA_PROBE_NOHELD), the
-- most that computing it from registers could gain
sets.heldup = {
  {"long 1x4096", 1, 4096, 32, 8, 16, AO}, {"long 1x4096 block1", 1, 4096, 32, 8, 1, AO},
  {"seed000 16x256", 16, 256, 32, 8, 16, AO}, {"8x512", 8, 512, 32, 8, 16, AO},
  {"seed001 8x512", 8, 512, 16, 8, 256, AO}, {"2x2048", 2, 2048, 32, 8, 16, AO},
  {"g2 1x4096", 1, 4096, 16, 8, 16, AO}, {"kv4 2x4096", 2, 4096, 16, 4, 16, AO},
}

-- Wide groups in big batches, off the suite: of the drawn steps of 256 MB and
-- more, the weakest are group 16 at head_dim 256 (60-71 % of the read), whose
-- kv heads take two CTAs of 8 heads each, both reading the kv head's K/V.
-- Groups 4, 8 and 16 over the same bytes, `auto`, and at head_dim 256 CTAs of
-- two warps and of one (more CTAs an SM); head_dim 128 and 64 beside
local SMALLER = {A, {"gqa", {threads = 64}}, {"gqa", {threads = 32}}}
sets.widebig = {
  {"D256 g4 32x2048", 32, 2048, 32, 8, 16, AO, 256}, {"D256 g8 32x2048", 32, 2048, 64, 8, 16, SMALLER, 256},
  {"D256 g16 32x2048", 32, 2048, 128, 8, 16, SMALLER, 256}, {"D256 g16 1x32768", 1, 32768, 128, 8, 16, AO, 256},
  {"D128 g8 128x1024", 128, 1024, 64, 8, 16, AO}, {"D128 g16 128x1024", 128, 1024, 128, 8, 16, AO},
  {"D64 g8 64x2048", 64, 2048, 64, 8, 16, AO, 64}, {"D64 g16 64x2048", 64, 2048, 128, 8, 16, AO, 64},
}

-- The same bytes with more warps an SM: at head_dim 256 the default CTA is
-- four warps of two slots (128 KiB, one warp a scheduler), and group 16's
-- two CTAs a kv head stall on fixed-latency dependencies (Nsight Compute); six warps of two
-- slots (192 KiB), seven (224 KiB) and three of four slots (192 KiB), still
-- one CTA an SM; at head_dim 128 six warps of four slots (192 KiB)
-- (measured on two CTAs of 8 heads a kv head; since the head round's paired
-- warps, group 16 at head_dim 256 takes at most four rings, eight warps, and
-- its six- and seven-ring rows print the launch's refusal)
local function warps(splits)
  return {A, {"gqa", {splits = splits, threads = 192}}, {"gqa", {splits = splits, threads = 224}},
    {"gqa", {splits = splits, threads = 96, chunk = 128}}}
end
sets.widewarps = {
  {"D256 g16 32x2048", 32, 2048, 128, 8, 16, warps(1), 256}, {"D256 g8 32x2048", 32, 2048, 64, 8, 16, warps(1), 256},
  {"D256 g4 32x2048", 32, 2048, 32, 8, 16, warps(1), 256}, {"D256 g16 1x32768", 1, 32768, 128, 8, 16, warps(8), 256},
  {"D256 g16 63x2058", 63, 2058, 128, 8, 16, warps(1), 256},
  {"D128 g16 128x1024", 128, 1024, 128, 8, 16, {A, {"gqa", {threads = 192, chunk = 128}}}},
  {"D128 g8 128x1024", 128, 1024, 64, 8, 16, {A, {"gqa", {threads = 192, chunk = 128}}}},
}

-- Group 16 at head_dim 128 with two warps a ring, each computing 8 of the
-- heads (a probe build's PA_PROBE_PAIR128; without it the same rows run one
-- warp a ring of 16 heads): four rings of two or four slots and three of
-- eight against the default eight of three, and two rings of four, two CTAs
-- an SM
local function pairs128(splits)
  local v = {A}
  for _, ch in ipairs({64, 128}) do v[#v + 1] = {"gqa", {splits = splits, threads = 128, chunk = ch}} end
  v[#v + 1] = {"gqa", {splits = splits, threads = 96, chunk = 256}}
  v[#v + 1] = {"gqa", {splits = 2 * splits, threads = 64, chunk = 128}}
  return v
end
sets.pair128 = {
  {"D128 g16 1x65536", 1, 65536, 128, 8, 16, pairs128(16)},
  {"D128 g16 8x32768", 8, 32768, 128, 8, 16, pairs128(2)},
  {"D128 g16 128x1024", 128, 1024, 128, 8, 16, pairs128(1)},
  {"D128 g16 32x2048", 32, 2048, 128, 8, 16, pairs128(1)},
}

-- Group 16 at head_dim 128 in CTAs of four warps of two slots (64 KiB, two
-- an SM by registers) against the default one CTA an SM of eight: in round 1
-- of the pair128 run, whole sequences over several waves read faster so
-- (128 x 1024 141.1 -> 129.5 us). Split grids of one wave take twice the
-- parts, so that the SMs still hold eight warps.
local function four(splits, more)
  local v = {A}
  for _, s in ipairs(splits) do v[#v + 1] = {"gqa", {splits = s, threads = 128, chunk = 64}} end
  for _, x in ipairs(more or {}) do v[#v + 1] = {"gqa", x} end
  return v
end
sets.g16four = {
  {"D128 g16 1x65536", 1, 65536, 128, 8, 16, four({16, 24, 32}, {{splits = 32, threads = 160, chunk = 64}})},
  {"D128 g16 8x32768", 8, 32768, 128, 8, 16, four({2, 4}, {{splits = 4, threads = 160, chunk = 64}})},
  {"D128 g16 16x8192", 16, 8192, 128, 8, 16, four({1, 2})},
  {"D128 g16 128x1024", 128, 1024, 128, 8, 16, four({1}, {{threads = 160, chunk = 64}, {threads = 96, chunk = 128}})},
  {"D128 g16 32x2048", 32, 2048, 128, 8, 16, four({1, 2}, {{threads = 160, chunk = 64}})},
  {"D128 g16 16x1024", 16, 1024, 128, 8, 16, four({1, 2})},
  {"D128 g16 24x700", 24, 700, 128, 8, 16, four({1})},
  {"D128 g16 64x300", 64, 300, 128, 8, 16, four({1})},
  {"D128 g12 64x1024", 64, 1024, 96, 8, 16, four({1})},
  {"D128 g8 128x1024", 128, 1024, 64, 8, 16, four({1})},
  {"D128 g16 1x131072", 1, 131072, 128, 8, 16, four({16, 32})},
  {"D64 g16 64x2048", 64, 2048, 128, 8, 16, four({1}, {{threads = 64, chunk = 64}}), 64},
  {"D256 g16 32x2048", 32, 2048, 128, 8, 16, {A, {"gqa", {threads = 64, chunk = 64}}}, 256},
}

-- Where four-warp CTAs start to pay: whole sequences of a uniform batch in
-- grids of one to eight waves of the default CTA, by group, against the
-- default (and against six warps, the default's own rule at up to 8 heads a
-- CTA for grids of one to two SMs' worth)
sets.wide4 = {}
for _, g in ipairs({4, 6, 8, 12, 16}) do
  for _, shape in ipairs({{64, 300}, {24, 700}, {17, 1024}, {40, 1536}, {128, 1024}}) do
    local v = {A, {"gqa", {splits = 1, threads = 128, chunk = 64}}}
    if g <= 8 then v[#v + 1] = {"gqa", {splits = 1, threads = 192, chunk = 64}} end
    sets.wide4[#sets.wide4 + 1] = {string.format("D128 g%d %dx%d", g, shape[1], shape[2]), shape[1], shape[2], 8 * g, 8,
      16, v}
  end
end
for _, x in ipairs({
  {"D128 g16 128x1024 block 256", 128, 1024, 128, 8, 256, four({1})},
  {"D128 g16 128x1024 block 1", 128, 1024, 128, 8, 1, four({1})},
  {"D64 g16 64x300", 64, 300, 128, 8, 16, four({1}), 64},
  {"D256 g16 64x300", 64, 300, 128, 8, 16, {A, {"gqa", {threads = 64, chunk = 64}}}, 256},
  {"D256 g8 64x300", 64, 300, 64, 8, 16, {A, {"gqa", {threads = 64, chunk = 64}}}, 256},
}) do
  sets.wide4[#sets.wide4 + 1] = x
end

-- The same for longer sequences and more grids: whether long whole
-- sequences (the suite's 64 x 4096 and 32 x 8192 among them) keep the
-- default's one CTA an SM, and where between one and eight waves four warps
-- stop paying
sets.wide4b = {}
for _, g in ipairs({4, 16}) do
  for _, shape in ipairs({{64, 4096}, {32, 8192}, {20, 4096}, {48, 2048}, {33, 1024}, {34, 1024}, {70, 700},
    {100, 512}, {200, 256}, {40, 1536}}) do
    local v = {A, {"gqa", {splits = 1, threads = 128, chunk = 64}}}
    if g <= 8 then v[#v + 1] = {"gqa", {splits = 1, threads = 192, chunk = 64}} end
    sets.wide4b[#sets.wide4b + 1] = {string.format("D128 g%d %dx%d", g, shape[1], shape[2]), shape[1], shape[2],
      8 * g, 8, 16, v}
  end
end

-- The rule (pa_mma_whole_warps, src/plan.c) on shapes none of its rounds
-- timed: `auto` against eight warps, six and four, whole
local function ctas3() return {A, {"gqa", {splits = 1, threads = 256}}, {"gqa", {splits = 1, threads = 192}},
  {"gqa", {splits = 1, threads = 128}}} end
sets.warpsrule = {}
for _, c in ipairs({
  {"g2 100x600", 100, 600, 16, 8}, {"g2 40x1800", 40, 1800, 16, 8}, {"g2 20x3000", 20, 3000, 16, 8},
  {"g4 30x1200", 30, 1200, 32, 8}, {"g4 45x900", 45, 900, 32, 8}, {"g4 150x400", 150, 400, 32, 8},
  {"g4 18x3000", 18, 3000, 32, 8}, {"g4 60x2500", 60, 2500, 32, 8}, {"g8 22x1500", 22, 1500, 64, 8},
  {"g8 80x800", 80, 800, 64, 8}, {"g7 20x1300", 20, 1300, 56, 8}, {"g16 19x1800", 19, 1800, 128, 8},
  {"g16 30x900", 30, 900, 128, 8}, {"g16 90x450", 90, 450, 128, 8}, {"g16 36x1800", 36, 1800, 128, 8},
  {"g16 kv4 50x1000", 50, 1000, 64, 4}, {"g12 kv2 150x800", 150, 800, 24, 2}, {"g32 kv4 40x1000", 40, 1000, 128, 4},
  {"g16 90x450 block 256", 90, 450, 128, 8, 256}, {"g4 45x900 block 1", 45, 900, 32, 8, 1},
}) do
  sets.warpsrule[#sets.warpsrule + 1] = {"D128 " .. c[1], c[2], c[3], c[4], c[5], c[6] or 16, ctas3()}
end

-- The same question at head_dim 64 (default: eight warps of two slots, 64
-- KiB, two CTAs an SM) and 256 (four rings of two slots, 128 KiB, one an SM;
-- over 8 heads two warps a ring): half the warps, whole
sets.warps64_256 = {}
for _, g in ipairs({4, 8, 16}) do
  for _, shape in ipairs({{17, 1024}, {40, 1536}, {64, 300}, {128, 1024}, {200, 256}, {64, 2048}, {300, 600}}) do
    sets.warps64_256[#sets.warps64_256 + 1] = {string.format("D64 g%d %dx%d", g, shape[1], shape[2]), shape[1],
      shape[2], 8 * g, 8, 16, {A, {"gqa", {splits = 1, threads = 128}}, {"gqa", {splits = 1, threads = 64}}}, 64}
  end
  for _, shape in ipairs({{17, 1024}, {24, 700}, {40, 1536}, {64, 300}, {128, 1024}, {200, 256}, {32, 2048}}) do
    sets.warps64_256[#sets.warps64_256 + 1] = {string.format("D256 g%d %dx%d", g, shape[1], shape[2]), shape[1],
      shape[2], 8 * g, 8, 16, {A, {"gqa", {splits = 1, threads = 64}}}, 256}
  end
end

-- The rule at head_dim 64 and 256 (over 8 heads) on shapes none of its
-- rounds timed: `auto` against the default CTA and half of it, whole
sets.wholerule = {}
for _, c in ipairs({
  {"g4 50x900", 50, 900, 32, 8, 64}, {"g8 36x1200", 36, 1200, 64, 8, 64}, {"g16 100x700", 100, 700, 128, 8, 64},
  {"g2 150x500", 150, 500, 16, 8, 64}, {"g4 30x2500", 30, 2500, 32, 8, 64}, {"g4 80x1800", 80, 1800, 32, 8, 64},
  {"g16 kv4 90x1400", 90, 1400, 64, 4, 64},
  {"g16 19x1800", 19, 1800, 128, 8, 256}, {"g16 30x900", 30, 900, 128, 8, 256}, {"g16 90x450", 90, 450, 128, 8, 256},
  {"g16 36x1800", 36, 1800, 128, 8, 256}, {"g12 70x600", 70, 600, 96, 8, 256}, {"g16 kv4 50x1000", 50, 1000, 64, 4, 256},
  {"g16 kv4 120x500", 120, 500, 64, 4, 256},
}) do
  local full = c[6] == 64 and 256 or 128
  sets.wholerule[#sets.wholerule + 1] = {"D" .. c[6] .. " " .. c[1], c[2], c[3], c[4], c[5], 16,
    {A, {"gqa", {splits = 1, threads = full}}, {"gqa", {splits = 1, threads = full // 2}}}, c[6]}
end

-- head_dim 256 up to 8 heads a CTA, one to two waves of whole sequences up to
-- 1024 tokens: auto against the old planner's launch (parts, or whole at the
-- default CTA) and whole at half of it; shapes none of the rule was read from
sets.narrow256 = {}
for _, c in ipairs({
  {"g4 20x900", 20, 900, 32, 8, 3}, {"g4 23x600", 23, 600, 32, 8, 2}, {"g4 30x400", 30, 400, 32, 8, 1},
  {"g8 18x1000", 18, 1000, 64, 8, 3}, {"g8 25x500", 25, 500, 64, 8, 1}, {"g2 19x800", 19, 800, 16, 8, 3},
  {"g4 kv4 40x700", 40, 700, 16, 4, 3}, {"g8 kv4 45x350", 45, 350, 32, 4, 1}, {"g5 17x1000", 17, 1000, 40, 8, 3},
  {"g4 33x1024", 33, 1024, 32, 8, 1},
}) do
  local v = {A, {"gqa", {splits = 1, threads = 128}}, {"gqa", {splits = 1, threads = 64}}}
  if c[6] > 1 then table.insert(v, 2, {"gqa", {splits = c[6]}}) end
  sets.narrow256[#sets.narrow256 + 1] = {"D256 " .. c[1], c[2], c[3], c[4], c[5], 16, v, 256}
end

-- the same under 350 tokens (129 up: a round of 128 tokens and under keeps
-- its 2 parts): auto (whole, half the warps) against whole at the default CTA
sets.narrow256s = {}
for _, c in ipairs({
  {"g4 20x200", 20, 200, 32, 8}, {"g4 18x160", 18, 160, 32, 8}, {"g4 22x300", 22, 300, 32, 8},
  {"g8 19x250", 19, 250, 64, 8}, {"g2 17x180", 17, 180, 16, 8}, {"g8 kv4 40x140", 40, 140, 32, 4},
  {"g4 24x330", 24, 330, 32, 8},
}) do
  sets.narrow256s[#sets.narrow256s + 1] = {"D256 " .. c[1], c[2], c[3], c[4], c[5], 16,
    {A, {"gqa", {splits = 1, threads = 128}}, {"gqa", {splits = 1, threads = 64}}, {"gqa", {splits = 2}}}, 256}
end

-- auto, then `kernel` whole in CTAs of each count of threads in `list`
local function wv(kernel, list)
  local v = {A}
  for _, th in ipairs(list) do v[#v + 1] = {kernel, {splits = 1, threads = th}} end
  return v
end

-- Whole sequences of at most 14 steps in grids of three waves and more: the
-- kernel's fill rule gives them a warp a two steps, up to seven warps, which
-- at group 16 (and at seven warps at any group) leaves one CTA an SM; auto
-- against explicit CTAs of fewer warps, several an SM, and of four-slot rings
sets.shortwave = {}
for _, c in ipairs({
  {"g16 256x208", 256, 208, 128, 8}, {"g16 110x209", 110, 209, 128, 8}, {"g16 64x200", 64, 200, 128, 8},
  {"g16 128x176", 128, 176, 128, 8}, {"g16 128x150", 128, 150, 128, 8}, {"g16 200x100", 200, 100, 128, 8},
  {"g16 128x224", 128, 224, 128, 8}, {"g8 256x208", 256, 208, 64, 8}, {"g8 241x174", 241, 174, 64, 8},
  {"g8 213x108", 213, 108, 64, 8}, {"g4 128x208", 128, 208, 32, 8}, {"g4 100x176", 100, 176, 32, 8},
  {"g1 100x208", 100, 208, 8, 8},
}) do
  local v = wv("gqa", {64, 96, 128, 160, 192})
  v[#v + 1] = {"gqa", {splits = 1, threads = 64, chunk = 128}}
  v[#v + 1] = {"gqa", {splits = 1, threads = 96, chunk = 128}}
  sets.shortwave[#sets.shortwave + 1] = {"D128 " .. c[1], c[2], c[3], c[4], c[5], 16, v}
end
for _, c in ipairs({
  {"D64 g16 256x206", 256, 206, 256, 16, 64}, {"D64 g16 64x200", 64, 200, 128, 8, 64},
  {"D64 g8 128x208", 128, 208, 64, 8, 64}, {"D256 g16 256x237", 256, 237, 128, 8, 256},
  {"D256 g16 64x200", 64, 200, 128, 8, 256}, {"D256 g8 64x208", 64, 208, 64, 8, 256},
  {"D256 g8 230x82", 230, 82, 64, 8, 256},
}) do
  local v = wv("gqa", c[6] == 256 and {32, 64, 96} or {64, 96, 128, 160, 192})
  if c[6] == 64 then v[#v + 1] = {"gqa", {splits = 1, threads = 64, chunk = 128}} end
  sets.shortwave[#sets.shortwave + 1] = {c[1], c[2], c[3], c[4], c[5], 16, v, c[6]}
end

-- Where small CTAs stop paying: grids of one to three waves at 208 tokens,
-- sequences past 14 steps (the planner's half-warp CTAs), and shorter ones
sets.shortwave2 = {}
for _, c in ipairs({
  {"g16 16x208", 16, 208, 128, 8}, {"g16 24x208", 24, 208, 128, 8}, {"g16 33x208", 33, 208, 128, 8},
  {"g16 48x208", 48, 208, 128, 8}, {"g4 16x208", 16, 208, 32, 8}, {"g4 24x208", 24, 208, 32, 8},
  {"g4 33x208", 33, 208, 32, 8}, {"g4 48x208", 48, 208, 32, 8},
  {"g16 100x256", 100, 256, 128, 8}, {"g16 64x300", 64, 300, 128, 8}, {"g16 48x400", 48, 400, 128, 8},
  {"g16 40x512", 40, 512, 128, 8}, {"g16 32x768", 32, 768, 128, 8}, {"g4 100x256", 100, 256, 32, 8},
  {"g4 64x400", 64, 400, 32, 8}, {"g4 48x512", 48, 512, 32, 8}, {"g4 40x768", 40, 768, 32, 8},
  {"g16 256x64", 256, 64, 128, 8}, {"g16 256x128", 256, 128, 128, 8}, {"g4 256x64", 256, 64, 32, 8},
  {"g4 200x128", 200, 128, 32, 8},
}) do
  local v = wv("gqa", {64, 96, 128})
  sets.shortwave2[#sets.shortwave2 + 1] = {"D128 " .. c[1], c[2], c[3], c[4], c[5], 16, v}
end
for _, c in ipairs({
  {"D64 g16 64x300", 64, 300, 128, 8, 64}, {"D64 g16 48x512", 48, 512, 128, 8, 64},
  {"D64 g4 100x208", 100, 208, 32, 8, 64}, {"D256 g8 64x300", 64, 300, 64, 8, 256},
  {"D256 g4 64x208", 64, 208, 32, 8, 256}, {"D256 g16 100x150", 100, 150, 128, 8, 256},
}) do
  local v = wv("gqa", c[6] == 256 and {32, 64, 96} or {64, 96, 128})
  sets.shortwave2[#sets.shortwave2 + 1] = {c[1], c[2], c[3], c[4], c[5], 16, v, c[6]}
end

-- pa_mma_whole_threads's small CTAs on steps none of it was read from: the
-- recorded auto.lua steps whose planned launch it changes (none of them timed
-- at the new CTA size), then steps at its bounds; auto against the launch the
-- tree before it made (the kernel's fill of a warp a two steps, the half-warp
-- rule's CTA, or the planner's parts) and CTAs of other sizes
sets.shortheld = {
  {"bf16 D128 128/8 bs16 shuf 37x100", 37, 100, 128, 8, 16, wv("gqa", {128, 96}), 128,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D128 128/8 bs32 shuf 110x209", 110, 209, 128, 8, 32, wv("gqa", {224, 96, 128}), 128,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D128 128/8 bs8 shuf 256x473", 256, 473, 128, 8, 8, wv("gqa", {128, 96}), 128,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D256 16/8 bs32 shuf 224x126", 224, 126, 16, 8, 32, wv("gqa", {128, 32, 64}), 256,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D256 32/8 bs1 frag 203x282", 203, 282, 32, 8, 1, wv("gqa", {128, 32, 64}), 256,
    {dtype = "bf16", allocator = "fragmented"}},
  {"bf16 D256 32/8 bs16 shuf 256x208", 256, 208, 32, 8, 16, wv("gqa", {128, 32, 64}), 256,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D256 64/8 bs64 shuf 208x295", 208, 295, 64, 8, 64, wv("gqa", {128, 32, 64}), 256,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D256 8/8 bs16 shuf 256x220", 256, 220, 8, 8, 16, wv("split_kv", {128, 32, 64}), 256,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D64 128/8 bs8 shuf 40x164", 40, 164, 128, 8, 8, wv("gqa", {192, 64, 96}), 64,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D64 256/16 bs8 shuf 256x206", 256, 206, 256, 16, 8, wv("gqa", {224, 64, 96}), 64,
    {dtype = "bf16", allocator = "shuffled"}},
  {"bf16 D64 32/8 bs8 cont 61x210", 61, 210, 32, 8, 8, wv("gqa", {224, 64, 96}), 64,
    {dtype = "bf16", allocator = "contiguous"}},
  {"bf16 D64 64/8 bs8 shuf 174x162", 174, 162, 64, 8, 8, wv("gqa", {192, 64, 96}), 64,
    {dtype = "bf16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs16 shuf 206x341", 206, 341, 128, 8, 16, wv("gqa", {128, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs16 shuf 256x208", 256, 208, 128, 8, 16, wv("gqa", {224, 96, 128}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs16 shuf 31x155", 31, 155, 128, 8, 16, wv("gqa", {160, 64, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs256 shuf 127x375", 127, 375, 128, 8, 256, wv("gqa", {128, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs256 shuf 19x136", 19, 136, 128, 8, 256, wv("gqa", {160, 64, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs256 shuf 49x69", 49, 69, 128, 8, 256, wv("gqa", {96, 128}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs64 shuf 34x218", 34, 218, 128, 8, 64, wv("gqa", {224, 96, 128}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs64 shuf 93x147", 93, 147, 128, 8, 64, wv("gqa", {160, 96, 128}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 128/8 bs8 shuf 171x472", 171, 472, 128, 8, 8, wv("gqa", {128, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 24/8 bs16 shuf 45x210", 45, 210, 24, 8, 16,
    {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 64}}, {"gqa", {splits = 1, threads = 96}}}, 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 256/16 bs16 shuf 57x454", 57, 454, 256, 16, 16, wv("gqa", {128, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 256/16 bs32 shuf 121x509", 121, 509, 256, 16, 32, wv("gqa", {128, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs16 shuf 112x200", 112, 200, 32, 8, 16, wv("gqa", {224, 64, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs16 shuf 119x220", 119, 220, 32, 8, 16,
    {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 64}}, {"gqa", {splits = 1, threads = 96}}}, 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs16 shuf 150x210", 150, 210, 32, 8, 16,
    {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 64}}, {"gqa", {splits = 1, threads = 96}}}, 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs16 shuf 200x200", 200, 200, 32, 8, 16,
    {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 64}}, {"gqa", {splits = 1, threads = 96}}}, 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs16 shuf 25x200", 25, 200, 32, 8, 16, wv("gqa", {224, 64, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs16 shuf 40x200", 40, 200, 32, 8, 16,
    {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 64}}, {"gqa", {splits = 1, threads = 96}}}, 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs16 shuf 50x220", 50, 220, 32, 8, 16, wv("gqa", {224, 64, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs16 shuf 60x193", 60, 193, 32, 8, 16, wv("gqa", {224, 64, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 32/8 bs256 cont 183x204", 183, 204, 32, 8, 256,
    {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 64}}, {"gqa", {splits = 1, threads = 96}}}, 128,
    {dtype = "fp16", allocator = "contiguous"}},
  {"fp16 D128 8/8 bs16 shuf 100x220", 100, 220, 8, 8, 16, wv("split_kv", {224, 64, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 8/8 bs16 shuf 22x208", 22, 208, 8, 8, 16, wv("split_kv", {224, 64, 96}), 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D128 8/8 bs16 shuf 300x210", 300, 210, 8, 8, 16,
    {A, {"split_kv", {splits = 2}}, {"split_kv", {splits = 1, threads = 64}},
     {"split_kv", {splits = 1, threads = 96}}}, 128,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D256 128/8 bs16 frag 256x237", 256, 237, 128, 8, 16, wv("gqa", {64, 96}), 256,
    {dtype = "fp16", allocator = "fragmented"}},
  {"fp16 D256 16/8 bs16 cont 256x316", 256, 316, 16, 8, 16, wv("gqa", {128, 32, 64}), 256,
    {dtype = "fp16", allocator = "contiguous"}},
  {"fp16 D256 32/8 bs16 shuf 60x300", 60, 300, 32, 8, 16, wv("gqa", {128, 32, 64}), 256,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D256 40/8 bs256 shuf 58x263", 58, 263, 40, 8, 256, wv("gqa", {128, 32, 64}), 256,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D256 64/8 bs256 shuf 256x138", 256, 138, 64, 8, 256, wv("gqa", {128, 32, 64}), 256,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D256 8/1 bs16 shuf 256x196", 256, 196, 8, 1, 16, wv("gqa", {128, 32, 64}), 256,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D256 8/8 bs32 shuf 166x293", 166, 293, 8, 8, 32, wv("split_kv", {128, 32, 64}), 256,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D64 16/8 bs1 shuf 256x184", 256, 184, 16, 8, 1, wv("gqa", {192, 64, 96}), 64,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D64 64/4 bs16 shuf 79x188", 79, 188, 64, 4, 16, wv("gqa", {192, 64, 96}), 64,
    {dtype = "fp16", allocator = "shuffled"}},
  {"fp16 D64 8/8 bs16 shuf 36x200", 36, 200, 8, 8, 16, wv("split_kv", {224, 64, 96}), 64,
    {dtype = "fp16", allocator = "shuffled"}},
  {"D128 g16 90x450", 90, 450, 128, 8, 16, wv("gqa", {128, 96})},
  {"D128 g16 200x200", 200, 200, 128, 8, 16, wv("gqa", {224, 128})},
  {"D128 g16 17x208", 17, 208, 128, 8, 16, {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 224}},
    {"gqa", {splits = 1, threads = 64}}}},
  {"D128 g16 20x180", 20, 180, 128, 8, 16, wv("gqa", {192, 64})},
  {"D128 g16 36x600", 36, 600, 128, 8, 16, wv("gqa", {64, 128})},
  {"D128 g16 40x700", 40, 700, 128, 8, 16, wv("gqa", {64, 128})},
  {"D128 g8 100x192", 100, 192, 64, 8, 16, wv("gqa", {96, 128})},
  {"D128 g8 100x224", 100, 224, 64, 8, 16, wv("gqa", {224, 96})},
  {"D64 g8 128x160", 128, 160, 64, 8, 16, wv("gqa", {128, 64}), 64},
  {"D64 g8 128x192", 128, 192, 64, 8, 16, wv("gqa", {192, 64}), 64},
  {"D256 g8 24x300", 24, 300, 64, 8, 16, wv("gqa", {96}), 256},
  {"D256 g8 30x300", 30, 300, 64, 8, 16, wv("gqa", {128, 64}), 256},
  {"D256 g4 200x150", 200, 150, 32, 8, 16, wv("gqa", {128, 32}), 256},
  {"D256 g8 64x400", 64, 400, 64, 8, 16, wv("gqa", {96}), 256},
  {"D256 g16 50x250", 50, 250, 128, 8, 16, wv("gqa", {64}), 256},
  {"D256 g16 40x400", 40, 400, 128, 8, 16, wv("gqa", {32, 64}), 256},
}

-- The rule as revised from shortheld (three warps at groups up to 8 for
-- three to eight waves' worth of CTAs; three rings at head_dim 256 up to 400
-- tokens and two past twelve waves' worth; two warps at 16 heads a CTA up to
-- 768 tokens within three waves' worth) on steps none of it was read from:
-- auto against the tree before it (the first variant) and the other sizes
sets.shortheld2 = {
  {"D128 g4 70x200", 70, 200, 32, 8, 16, {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 128}}}},
  {"D128 g2 60x210", 60, 210, 16, 8, 16, wv("gqa", {224, 128})},
  {"D128 g8 90x224", 90, 224, 64, 8, 16, wv("gqa", {224, 128})},
  {"D128 g1 130x200", 130, 200, 8, 8, 16, wv("split_kv", {224, 128})},
  {"D128 g4 45x208", 45, 208, 32, 8, 16, {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 96}}}},
  {"D128 g4 140x200", 140, 200, 32, 8, 16, {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 96}}}},
  {"fp16 D256 64/8 bs1 frag 116x397", 116, 397, 64, 8, 1, wv("gqa", {128, 64}), 256, {allocator = "fragmented"}},
  {"fp16 D256 64/8 bs16 shuf 201x359", 201, 359, 64, 8, 16, wv("gqa", {128, 96}), 256},
  {"D256 g4 60x380", 60, 380, 32, 8, 16, wv("gqa", {128, 64}), 256},
  {"D256 g2 250x200", 250, 200, 16, 8, 16, wv("gqa", {128, 96}), 256},
  {"D256 g8 150x250", 150, 250, 64, 8, 16, wv("gqa", {128, 64}), 256},
  {"D128 g16 34x650", 34, 650, 128, 8, 16, wv("gqa", {256, 128})},
  {"D128 g16 38x760", 38, 760, 128, 8, 16, wv("gqa", {256, 128})},
  {"D128 g16 kv4 70x560", 70, 560, 64, 4, 16, wv("gqa", {256, 128})},
  {"D128 g16 120x480", 120, 480, 128, 8, 16, wv("gqa", {128, 96})},
  {"D128 g16 60x500", 60, 500, 128, 8, 16, wv("gqa", {128, 96})},
}

-- The rule as revised from shortheld2 (at groups up to 8, three warps where
-- their four CTAs an SM leave the last wave fuller than four warps' three, in
-- three to eight waves' worth; at head_dim 256 three rings up to six waves'
-- worth) on steps none of it was read from: auto, the tree before it, the
-- other size
sets.shortheld3 = {
  {"D128 g4 55x210", 55, 210, 32, 8, 16, wv("gqa", {224, 128})},
  {"D128 g4 66x200", 66, 200, 32, 8, 16, wv("gqa", {224, 128})},
  {"D128 g2 75x220", 75, 220, 16, 8, 16, wv("gqa", {224, 96})},
  {"D128 g8 85x208", 85, 208, 64, 8, 16, wv("gqa", {224, 96})},
  {"D128 g1 110x215", 110, 215, 8, 8, 16, wv("split_kv", {224, 128})},
  {"D128 g4 122x200", 122, 200, 32, 8, 16, {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 128}}}},
  {"D128 g5 60x205", 60, 205, 40, 8, 16, wv("gqa", {224, 128})},
  {"D128 g4 35x200", 35, 200, 32, 8, 16, {A, {"gqa", {splits = 2}}, {"gqa", {splits = 1, threads = 96}}}},
  {"D256 g4 70x300", 70, 300, 32, 8, 16, wv("gqa", {128, 64}), 256},
  {"D256 g8 110x260", 110, 260, 64, 8, 16, wv("gqa", {128, 96}), 256},
  {"D256 g2 130x180", 130, 180, 16, 8, 16, wv("gqa", {128, 96}), 256},
  {"D256 g4 90x390", 90, 390, 32, 8, 16, wv("gqa", {128, 64}), 256},
  {"D256 g8 40x350", 40, 350, 64, 8, 16, wv("gqa", {128, 64}), 256},
}

-- The rule as revised from shortheld3 (at head_dim 256 up to 8 heads a CTA,
-- three rings where their two CTAs an SM leave the last wave fuller than two
-- rings' three, up to six waves' worth) on steps none of it was read from, and
-- a few at head_dim 128 and 64: auto, the tree before it, the other size
sets.shortheld4 = {
  {"D256 g4 36x250", 36, 250, 32, 8, 16, wv("gqa", {128, 96}), 256},
  {"D256 g8 50x320", 50, 320, 64, 8, 16, wv("gqa", {128, 64}), 256},
  {"D256 g2 80x150", 80, 150, 16, 8, 16, wv("gqa", {128, 96}), 256},
  {"D256 g4 75x390", 75, 390, 32, 8, 16, wv("gqa", {128, 96}), 256},
  {"D256 g8 62x230", 62, 230, 64, 8, 16, wv("gqa", {128, 64}), 256},
  {"D256 g5 95x280", 95, 280, 40, 8, 16, wv("gqa", {128, 96}), 256},
  {"D256 g1 70x260", 70, 260, 8, 8, 16, wv("split_kv", {128, 96}), 256},
  {"D128 g4 100x210", 100, 210, 32, 8, 16, wv("gqa", {224, 128})},
  {"D128 g8 75x220", 75, 220, 64, 8, 16, wv("gqa", {224, 96})},
  {"D128 g3 130x200", 130, 200, 24, 8, 16, wv("gqa", {224, 128})},
  {"D128 g16 kv4 150x180", 150, 180, 64, 4, 16, wv("gqa", {192, 128})},
  {"D128 g12 60x200", 60, 200, 96, 8, 16, wv("gqa", {224, 128})},
  {"D64 g4 150x200", 150, 200, 32, 8, 16, wv("gqa", {224, 64}), 64},
}

-- Left by the short round's rule, timed for the next: batches of mixed short
-- lengths (the kernel's CTAs of up to four warps at head_dim 128, 64 KiB
-- rings) and head_dim 64 grids of many waves, auto against explicit sizes
local mixed = sweep.mixed
sets.shortnext = {
  {"mixed D128 g16 200x~200", 200, mixed(200, 60, 340), 128, 8, 16, wv("gqa", {64, 96, 128})},
  {"mixed D128 g16 100x~300", 100, mixed(100, 100, 500), 128, 8, 16, wv("gqa", {64, 96, 128})},
  {"mixed D128 g8 200x~200", 200, mixed(200, 60, 340), 64, 8, 16, wv("gqa", {64, 96, 128})},
  {"mixed D128 g4 150x~250", 150, mixed(150, 100, 400), 32, 8, 16, wv("gqa", {64, 96, 128})},
  {"mixed D64 g16 200x~200", 200, mixed(200, 60, 340), 128, 8, 16, wv("gqa", {64, 96, 128}), 64},
  {"mixed D256 g8 100x~200", 100, mixed(100, 60, 340), 64, 8, 16, wv("gqa", {32, 64, 96}), 256},
  {"D64 g8 174x162", 174, 162, 64, 8, 16, wv("gqa", {64, 96, 128}), 64},
  {"D64 g4 200x200", 200, 200, 32, 8, 16, wv("gqa", {64, 96, 128}), 64},
  {"D64 g8 100x300", 100, 300, 64, 8, 16, wv("gqa", {64, 96, 128}), 64},
  {"D64 g4 300x400", 300, 400, 32, 8, 16, wv("gqa", {64, 96, 128}), 64},
  {"D64 g16 150x500", 150, 500, 128, 8, 16, wv("gqa", {64, 96, 128}), 64},
}

-- Batches of mixed lengths whole in grids over a wave, at explicit CTA sizes
-- (head_dim 64's eight warps, two CTAs an SM; head_dim 128's cap of four)
sets.shortmixed = {
  {"mixed D64 g16 100x~200", 100, mixed(100, 60, 340), 128, 8, 16, wv("gqa", {64, 96, 128, 256}), 64},
  {"mixed D64 g16 300x~120", 300, mixed(300, 20, 220), 128, 8, 16, wv("gqa", {64, 96, 128, 256}), 64},
  {"mixed D64 g8 200x~200", 200, mixed(200, 60, 340), 64, 8, 16, wv("gqa", {64, 96, 128, 256}), 64},
  {"mixed D64 g4 150x~400", 150, mixed(150, 100, 700), 32, 8, 16, wv("gqa", {64, 96, 128, 256}), 64},
  {"mixed D64 g1 300x~200", 300, mixed(300, 60, 340), 8, 8, 16, wv("split_kv", {64, 96, 128, 256}), 64},
  {"mixed D64 g4 40x~200", 40, mixed(40, 60, 340), 32, 8, 16, wv("gqa", {64, 96, 128, 256}), 64},
  {"mixed D128 g16 300x~120", 300, mixed(300, 20, 220), 128, 8, 16, wv("gqa", {64, 96, 128})},
  {"mixed D128 g16 60x~200", 60, mixed(60, 60, 340), 128, 8, 16, wv("gqa", {64, 96, 128})},
  {"mixed D128 g16 150x~400", 150, mixed(150, 100, 700), 128, 8, 16, wv("gqa", {64, 96, 128})},
  {"mixed D128 g8 300x~120", 300, mixed(300, 20, 220), 64, 8, 16, wv("gqa", {64, 96, 128})},
  {"mixed D128 g12 120x~200", 120, mixed(120, 60, 340), 96, 8, 16, wv("gqa", {64, 96, 128})},
}

-- Mixed lengths at head_dim 64 in four warps (11 steps to 768 tokens, past
-- two waves' worth; read from shortmixed and round 11) on batches none of it
-- was read from: auto, the kernel's own count, four warps at the bounds
sets.shortmixed2 = {
  {"mixed D64 g8 150x~225", 150, mixed(150, 50, 400), 64, 8, 16, wv("gqa", {256}), 64},
  {"mixed D64 g4 60x~430", 60, mixed(60, 100, 760), 32, 8, 16, wv("gqa", {256}), 64},
  {"mixed D64 g16 80x~440", 80, mixed(80, 180, 700), 128, 8, 16, wv("gqa", {256}), 64},
  {"mixed D64 g2 300x~115", 300, mixed(300, 30, 200), 16, 8, 16, wv("gqa", {224}), 64},
  {"mixed D64 g1 120x~200", 120, mixed(120, 100, 300), 8, 8, 16, wv("split_kv", {256}), 64},
  {"mixed D64 g4 45x~550", 45, mixed(45, 200, 900), 32, 8, 16, wv("gqa", {128}), 64},
  {"mixed D64 g8 100x~85", 100, mixed(100, 20, 150), 64, 8, 16, wv("gqa", {128}), 64},
}

-- A batch of mixed lengths at head_dim 128, {label, heads, kv_heads, batch,
-- lo, hi}, whole: auto against CTAs of two, three and four warps (split_kv at
-- a group of one); the name gives the kv heads where `named_kv`
local function mixed_warps(c, named_kv)
  local label, heads, kvh, n, lo, hi = table.unpack(c)
  return {string.format("mixed D128 %s %dx%d-%d", named_kv and label .. "/" .. kvh or label, n, lo, hi), n,
    mixed(n, lo, hi), heads, kvh, 16, wv(heads == kvh and "split_kv" or "gqa", {64, 96, 128})}
end

-- Group 1 at head_dim 64, `batch` x `len` whole: auto against CTAs of `threads`
local function d64_group1(batch, len, threads, dtype)
  return {string.format("D64 g1 %s%dx%d", dtype and dtype .. " " or "", batch, len), batch, len, 8, 8, 16,
    wv("split_kv", threads), 64, {dtype = dtype}}
end

-- Batches of mixed lengths at head_dim 128, whose CTAs the kernel caps at four
-- warps (rings of 64 KiB): two and three warps against four, by group, mean
-- length and grid, in grids over a wave
sets.mixwarps = {}
for _, c in ipairs({
  {"g16", 128, 8, 300, 20, 140}, {"g16", 128, 8, 150, 20, 220}, {"g16", 128, 8, 25, 20, 220},
  {"g16", 128, 8, 100, 60, 260}, {"g16", 128, 8, 40, 60, 340}, {"g16", 128, 8, 300, 60, 340},
  {"g16", 128, 8, 60, 100, 400}, {"g16", 128, 8, 200, 100, 400}, {"g12", 96, 8, 200, 60, 260},
  {"g12", 96, 8, 100, 100, 400}, {"g8", 64, 8, 300, 20, 140}, {"g8", 64, 8, 100, 20, 220},
  {"g8", 64, 8, 150, 60, 260}, {"g8", 64, 8, 40, 20, 220}, {"g4", 32, 8, 300, 20, 220}, {"g4", 32, 8, 200, 20, 140},
  {"g4", 32, 8, 100, 60, 260}, {"g2", 16, 8, 300, 20, 220}, {"g1", 8, 8, 300, 20, 220}, {"g1", 8, 8, 200, 60, 340},
}) do
  sets.mixwarps[#sets.mixwarps + 1] = mixed_warps(c)
end
sets.mixwarps[#sets.mixwarps + 1] = {"mixed bf16 D128 g16 200x20-220", 200, mixed(200, 20, 220), 128, 8, 16,
  wv("gqa", {64, 96, 128}), 128, {dtype = "bf16"}}
sets.mixwarps[#sets.mixwarps + 1] = {"mixed D128 g16 4kv 300x20-220", 300, mixed(300, 20, 220), 64, 4, 32,
  wv("gqa", {64, 96, 128})}

-- head_dim 64 uniform grids of many waves, which the rules give four warps:
-- three and two against four
sets.d64waves = {}
for _, c in ipairs({
  {"g8", 64, 300, 180}, {"g16", 128, 256, 300}, {"g4", 32, 400, 250}, {"g2", 16, 300, 600}, {"g16", 128, 100, 800},
  {"g8", 64, 200, 1000}, {"g1", 8, 300, 300}, {"g4", 32, 150, 176}, {"g8", 64, 120, 400}, {"g16", 128, 60, 600},
}) do
  local kernel = c[2] == 8 and "split_kv" or "gqa"
  sets.d64waves[#sets.d64waves + 1] = {string.format("D64 %s %dx%d", c[1], c[3], c[4]), c[3], c[4], c[2], 8, 16,
    wv(kernel, {64, 96, 128}), 64}
end

-- mixwarps's bounds: over 8 heads a CTA from 300 to 450 tokens and within
-- two to four waves' worth; up to 8 heads from 140 to 300 tokens and three
-- to six waves' worth
sets.mixwarps2 = {}
for _, c in ipairs({
  {"g16", 128, 8, 80, 100, 360}, {"g16", 128, 8, 150, 150, 380}, {"g12", 96, 8, 150, 60, 380},
  {"g16", 128, 8, 100, 200, 350}, {"g12", 96, 8, 300, 20, 300}, {"g16", 128, 8, 50, 20, 340},
  {"g16", 128, 8, 45, 60, 300}, {"g16", 128, 8, 70, 20, 220}, {"g12", 96, 8, 40, 20, 220},
  {"g16", 128, 8, 120, 150, 450}, {"g8", 64, 8, 200, 20, 220}, {"g8", 64, 8, 70, 20, 140}, {"g4", 32, 8, 60, 20, 220},
  {"g4", 32, 8, 80, 20, 220}, {"g8", 64, 8, 200, 100, 220}, {"g4", 32, 8, 300, 20, 260}, {"g2", 16, 8, 300, 60, 240},
  {"g1", 8, 8, 300, 20, 180}, {"g8", 64, 8, 150, 20, 300}, {"g4", 32, 8, 250, 20, 250},
}) do
  sets.mixwarps2[#sets.mixwarps2 + 1] = mixed_warps(c)
end

-- Group 1 at head_dim 64, whose CTAs of half the warps the rules take only
-- within two and a half waves' worth: grids of many waves by length
sets.d64g1 = {}
for _, c in ipairs({
  {300, 300}, {200, 300}, {100, 300}, {300, 500}, {400, 200}, {150, 400}, {100, 600}, {300, 800}, {60, 400},
  {200, 1000},
}) do
  sets.d64g1[#sets.d64g1 + 1] = d64_group1(c[1], c[2], {96, 128, 192})
end

-- The mixwarps rules (mixed lengths at head_dim 128 in two warps, group 1 at
-- head_dim 64 in four up to 400 tokens in any grid) on batches none of them
-- was read from, some at and past their bounds: auto against the kernel's own
-- count and the other sizes
sets.mixheld = {}
for _, c in ipairs({
  {"g16", 128, 8, 180, 40, 200}, {"g16", 128, 8, 90, 80, 320}, {"g12", 96, 8, 250, 30, 250},
  {"g16", 128, 8, 35, 40, 260}, {"g16", 64, 4, 200, 60, 360}, {"g16", 128, 8, 400, 20, 100},
  {"g8", 64, 8, 250, 30, 180}, {"g4", 32, 8, 120, 20, 200}, {"g2", 16, 8, 200, 20, 160}, {"g1", 8, 8, 400, 30, 200},
  {"g4", 32, 8, 55, 20, 200}, {"g6", 48, 8, 200, 20, 200},
  {"g8", 64, 8, 200, 40, 260}, {"g16", 128, 8, 150, 80, 400},
}) do
  sets.mixheld[#sets.mixheld + 1] = mixed_warps(c, true)
end
sets.mixheld[#sets.mixheld + 1] = {"mixed bf16 D128 g16 120x100-300", 120, mixed(120, 100, 300), 128, 8, 16,
  wv("gqa", {64, 96, 128}), 128, {dtype = "bf16"}}
sets.mixheld[#sets.mixheld + 1] = {"mixed bf16 D128 g8 90x20-180", 90, mixed(90, 20, 180), 64, 8, 16,
  wv("gqa", {64, 96, 128}), 128, {dtype = "bf16"}}
for _, c in ipairs({{250, 350}, {350, 380, "bf16"}, {80, 400}, {500, 256}, {45, 350}, {200, 450}, {120, 330}}) do
  sets.mixheld[#sets.mixheld + 1] = d64_group1(c[1], c[2], {96, 128, 256}, c[3])
end

-- The rules as committed (two warps at head_dim 128 past three waves' worth
-- at either group width) on more batches none of them was read from, at and
-- past their bounds
sets.mixheld2 = {}
for _, c in ipairs({
  {"g16", 128, 8, 55, 30, 300}, {"g16", 128, 8, 48, 30, 240}, {"g12", 96, 8, 70, 100, 340},
  {"g16", 128, 8, 130, 120, 320}, {"g16", 128, 8, 100, 150, 330}, {"g10", 80, 8, 150, 20, 260},
  {"g8", 64, 8, 60, 20, 200}, {"g4", 32, 8, 350, 40, 200}, {"g2", 16, 8, 150, 20, 230}, {"g1", 8, 8, 220, 20, 120},
  {"g8", 64, 8, 45, 20, 200}, {"g4", 32, 8, 200, 40, 240}, {"g3", 24, 8, 300, 20, 200},
}) do
  sets.mixheld2[#sets.mixheld2 + 1] = mixed_warps(c, true)
end
sets.mixheld2[#sets.mixheld2 + 1] = {"mixed bf16 D128 g16 250x20-400", 250, mixed(250, 20, 400), 128, 8, 16,
  wv("gqa", {64, 96, 128}), 128, {dtype = "bf16"}}
for _, c in ipairs({{150, 380, "bf16"}, {400, 400}, {300, 420}}) do
  sets.mixheld2[#sets.mixheld2 + 1] = d64_group1(c[1], c[2], {96, 128, 256}, c[3])
end

-- Group 1 at head_dim 64 in four warps past 400 tokens, up to 512, in grids of
-- twelve SMs' worth and more, on steps none of it was read from; two past it
sets.g1many = {}
for _, c in ipairs({{250, 480}, {220, 512, "bf16"}, {400, 460}, {200, 500}, {180, 500}, {300, 560}}) do
  sets.g1many[#sets.g1many + 1] = d64_group1(c[1], c[2], {96, 128, 256}, c[3])
end

-- The counted merge at 16 heads a CTA: partitions of one or two steps give
-- CTAs of one or two warps (the kernel's fill rule), and the merging CTA's
-- warps then loop over every head's columns. Explicit CTA sizes beside the
-- kernel's own, at split counts past the cluster merge
local function merge_warps(splits)
  local v = {A}
  for _, s in ipairs(splits) do
    v[#v + 1] = {"gqa", {splits = s}}
    for _, th in ipairs({64, 128, 256}) do v[#v + 1] = {"gqa", {splits = s, threads = th}} end
  end
  return v
end
sets.mergewarps = {
  {"D128 g16 1x603", 1, 603, 128, 8, 16, merge_warps({8, 20, 40})},
  {"D128 g16 1x2048", 1, 2048, 128, 8, 16, merge_warps({16, 40})},
  {"D256 g16 1x523", 1, 523, 128, 8, 16, merge_warps({8, 16, 20}), 256},
  {"D256 g16 kv1 1x408", 1, 408, 16, 1, 16, merge_warps({8, 14, 32}), 256},
  {"D64 g16 1x300", 1, 300, 128, 8, 16, merge_warps({8, 20, 40}), 64},
  {"D128 g12 1x700", 1, 700, 96, 8, 16, merge_warps({12, 24}), 128, {dtype = "bf16"}},
  {"D256 g10 kv4 1x600", 1, 600, 40, 4, 16, merge_warps({10, 20}), 256},
}

-- Paired-warp launches (16 heads a CTA at head_dim 256) whose rings take
-- unequal step counts, and some whose rings take equal ones: auto, as layers
-- (a build whose rings all passed their named barriers equally often against
-- the tree: bench/runs/2026-12-04-h200-halfround/pad_probe.patch)
sets.pairsync = {}
for _, c in ipairs({
  {"8x300 whole", 8, 300, 128, 8}, {"1x200 in 4", 1, 200, 128, 8}, {"2x250 in 4", 2, 250, 128, 8},
  {"2x2048", 2, 2048, 128, 8}, {"32x2048", 32, 2048, 128, 8}, {"1x4096", 1, 4096, 128, 8},
  {"90x450", 90, 450, 128, 8}, {"50x200 one ring", 50, 200, 128, 8}, {"3x280", 3, 280, 128, 8},
  {"kv1 3x5500", 3, 5500, 16, 1},
}) do
  sets.pairsync[#sets.pairsync + 1] = {"D256 g16 " .. c[1], c[2], c[3], c[4], c[5], 16, {A}, 256}
end
sets.pairsync[#sets.pairsync + 1] = {"D256 g16 kv1 1x408 in 32", 1, 408, 16, 1, 16, {{"gqa", {splits = 32}}}, 256}

local T = {warmup = 5, iters = 20, graph = true, l2 = "cold"}
local OWN = {warmup = 5, iters = 20, graph = true, l2 = "cold", tables = "own"}
local asked = #arg > 0 and arg or {"small", "mid", "long"}
for _, which in ipairs(asked) do
  if not sets[which] then
    local known = {}
    for k in pairs(sets) do known[#known + 1] = k end
    table.sort(known)
    require("pa.options").abort(arg[0], string.format("unknown set '%s' (one of: %s)", which,
      table.concat(known, ", ")))
  end
end
for _, which in ipairs(asked) do
  for _, c in ipairs(sets[which]) do
    local name, nb, len, heads, kvh, bs, vs, head_dim, more = table.unpack(c)
    local shape = {block_size = bs, kv_heads = kvh, head_dim = head_dim or 128, heads = heads,
                   dtype = more and more.dtype, allocator = more and more.allocator}
    local lens = type(len) == "table" and len or sweep.fill(nb, len)
    local layers = sweep.layers(lens, shape)
    local ref = layers[1]:reference()
    print(string.format("%s: %.1f MB, %d layers; auto: %s", name, layers[1].bytes / 1e6, #layers,
      pa.kernel("auto"):plan(layers[1]).launch))
    for _, v in ipairs(vs) do
      local k = pa.kernel(v[1], v[2])
      local ok, out = pcall(k.run, k, layers[1])
      local label = string.format("%-8s threads %3s splits %3s chunk %3s", v[1], tostring(v[2].threads or "-"),
        tostring(v[2].splits or 1), tostring(v[2].chunk or "-"))
      if not ok then
        print("  " .. label .. "  " .. tostring(out):sub(1, 90))
      else
        local err = out:max_abs_err(ref)
        local lay = k:time(layers, T)
        local own = k:time(layers, OWN)
        local iso = k:time(layers[1], T)
        print(string.format("  %s  layer %8.2f us  %5.1f %%  own tables %8.2f us  iso %8.2f us  err %.1e", label,
          lay.min, 100 * lay.gbps / pa.read_bandwidth(), own.min, iso.min, err))
      end
    end
    bench.free_layers(layers)
    collectgarbage()
  end
end
