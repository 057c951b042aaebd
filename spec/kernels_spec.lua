-- Every kernel of pa.kernels() against batch:reference(), one axis at a time
-- around a base configuration, plus a few mixed ones.
local H = require "spec.helper"
local pa = H.pa

local NAMES = {}
for _, k in ipairs(pa.kernels()) do NAMES[#NAMES + 1] = k.name end

local TOL = { fp16 = 2e-2, bf16 = 2e-2, fp32 = 1e-4 }
-- Where the outputs are small (one long sequence: the largest is 0.08) the
-- absolute limit checks nothing, so the relative one must catch a kernel that
-- drops a token: 7.3e-3 over 4500 tokens, in fp16 and bf16 alike, where these
-- kernels stay under 2e-4 (fp16) and 1.7e-3 (bf16).
local REL = { fp16 = 2e-3, bf16 = 5e-3, fp32 = 1e-5 }

local BASE = {
  dtype = "fp16", head_dim = 128, kv_heads = 2, group = 4, allocator = "shuffled", block_size = 16,
  lens = { 1, 15, 16, 17, 100 },
}

local function config(over)
  local c = H.copy(BASE)
  for k, v in pairs(over) do c[k] = v end
  return c
end

local CONFIGS = {
  { "dtype fp16", config { dtype = "fp16" } },
  { "dtype bf16", config { dtype = "bf16" } },
  { "dtype fp32", config { dtype = "fp32" } },
  { "head_dim 64", config { head_dim = 64 } },
  { "head_dim 128", config { head_dim = 128 } },
  { "head_dim 256", config { head_dim = 256 } },
  { "group 1 (MHA)", config { group = 1 } },
  { "group 4", config { group = 4 } },
  { "group 8, one kv head", config { group = 8, kv_heads = 1 } },
  { "contiguous allocator", config { allocator = "contiguous" } },
  { "shuffled allocator", config { allocator = "shuffled" } },
  { "fragmented allocator", config { allocator = "fragmented" } },
  { "explicit tables with -1 entries", config {
    tables = { { 3 }, { 4 }, { 0, -1 }, { 7, -1, 2 }, { 1, -1, -1, 6, 5, 8, 9 } },
    lens = { 1, 15, 20, 40, 100 } } },
  { "block_size 1", config { block_size = 1, lens = { 1, 2, 5, 40 } } },
  { "block_size 16: lengths 1, 15, 16, 17 and several blocks", config { block_size = 16, lens = { 1, 15, 16, 17, 70 } } },
  { "block_size 64: lengths 1, 63, 64, 65 and several blocks", config { block_size = 64, lens = { 1, 63, 64, 65, 200 } } },
  { "one long sequence (4500 tokens)", config { group = 1, kv_heads = 1, lens = { 4500 } } },
  { "splits 1", config { splits = 1 } },
  { "splits 3", config { splits = 3 } },
  { "more splits than tokens (200)", config { splits = 200 } },
  { "chunk 1", config { chunk = 1 } },
  { "chunk 16", config { chunk = 16 } },
  { "chunk 512", config { chunk = 512 } },
  { "mixed: fp32, head_dim 256, group 8, block_size 64, fragmented, splits 3",
    config { dtype = "fp32", head_dim = 256, group = 8, kv_heads = 1, block_size = 64, allocator = "fragmented",
      splits = 3, lens = { 1, 65, 130 } } },
  { "mixed: bf16, head_dim 64, MHA, block_size 1, contiguous, splits 7",
    config { dtype = "bf16", head_dim = 64, group = 1, kv_heads = 3, block_size = 1, allocator = "contiguous",
      splits = 7, lens = { 3, 9, 1 } } },
  { "mixed: fp32, explicit tables, group 4, splits 200, chunk 2",
    config { dtype = "fp32", head_dim = 64, group = 4, kv_heads = 2, block_size = 4, splits = 200, chunk = 2,
      tables = { { 5, -1, 6, 7 }, { -1, 2 }, { 9 } }, lens = { 15, 6, 1 } } },
}

-- build a config's cache and batch once, on first use
local function setup(cfg, seed)
  local bs = cfg.block_size
  local need = 0
  for _, n in ipairs(cfg.lens) do need = need + (n + bs - 1) // bs end
  local blocks = math.max(need + 4, 12)
  local c = pa.cache { blocks = blocks, block_size = bs, kv_heads = cfg.kv_heads, head_dim = cfg.head_dim,
    dtype = cfg.dtype, seed = 1 }
  local fields = { cache = c, heads = cfg.kv_heads * cfg.group, context_lens = cfg.lens, seed = seed or 2 }
  if cfg.tables then
    fields.block_tables = cfg.tables
  else
    fields.allocator = pa.allocator(cfg.allocator, c, { seed = 3 })
  end
  return pa.batch(fields)
end

-- each kernel gets the options it takes (pa.kernel refuses the others)
local SPLITTING = { split_kv = true, gqa = true, auto = true }
local WHOLE = { naive = true, gather = true }
local function kernel_options(cfg, name)
  return { splits = SPLITTING[name] and cfg.splits or nil, chunk = not WHOLE[name] and cfg.chunk or nil }
end

describe("kernels against the reference", function()
  for _, entry in ipairs(CONFIGS) do
    local label, cfg = entry[1], entry[2]
    describe(label, function()
      local batch, ref
      local function prepared()
        if not batch then
          batch = setup(cfg)
          ref = batch:reference()
        end
        return batch, ref
      end
      for _, name in ipairs(NAMES) do
        it(name, function()
          local b, r = prepared()
          local out = pa.kernel(name, kernel_options(cfg, name)):run(b)
          assert.are.equal(b.size, out.batch)
          assert.are.equal(b.heads, out.heads)
          assert.are.equal(b.head_dim, out.head_dim)
          assert.are.equal(cfg.dtype, out.dtype)
          local err = out:max_abs_err(r)
          assert.is_true(err < TOL[cfg.dtype],
            string.format("%s on %s: max_abs_err %g (limit %g)", name, label, err, TOL[cfg.dtype]))
          local rel = out:rel_err(r)
          assert.is_true(rel < REL[cfg.dtype],
            string.format("%s on %s: rel_err %g (limit %g)", name, label, rel, REL[cfg.dtype]))
        end)
      end
    end)
  end
end)

describe("a million fp32 tokens", function()
  -- three blocks cycled, so every chunk adds much the same small weights to a
  -- large running sum: summed one token at a time, fp32 drifted past the
  -- check's 1e-3 here (2.6e-3)
  local batch, ref
  local function prepared()
    if not batch then
      local n, bs = 1 << 20, 16
      local cache = pa.cache { blocks = 3, block_size = bs, kv_heads = 1, head_dim = 64, dtype = "fp32", seed = 1 }
      local table_ = {}
      for i = 1, n // bs do table_[i] = (i - 1) % 3 end
      batch = pa.batch { cache = cache, block_tables = { table_ }, heads = 2, context_lens = { n }, seed = 2 }
      ref = batch:reference()
    end
    return batch, ref
  end
  for _, name in ipairs(NAMES) do
    it(name .. " stays within the check's fp32 tolerance", function()
      local b, r = prepared()
      local err = pa.kernel(name, {}):run(b):max_abs_err(r)
      assert.is_true(err < 1e-3, string.format("%s: max_abs_err %g at 2^20 tokens", name, err))
    end)
  end
end)

describe("the CPU's two vector paths", function()
  -- The AVX2 path runs wherever the processor has it, so the portable one is
  -- held to the reference here through PABENCH_CPU_PORTABLE, in a process of
  -- its own; the outputs' bits must differ, or one path ran twice.
  local SCRIPT = [[
local cfgs = {
  {dtype = "fp16", head_dim = 128, kv_heads = 2, heads = 8, bs = 16, lens = {1, 15, 17, 300}},
  {dtype = "bf16", head_dim = 64, kv_heads = 3, heads = 9, bs = 4, lens = {3, 40, 1}},
  {dtype = "fp32", head_dim = 256, kv_heads = 1, heads = 8, bs = 64, lens = {1, 65, 130}, tables = true},
  {dtype = "fp32", head_dim = 128, kv_heads = 2, heads = 24, bs = 1, lens = {5, 33}},
}
print("simd " .. pa.device().simd)
for i, c in ipairs(cfgs) do
  local cache = pa.cache{blocks = 64, block_size = c.bs, kv_heads = c.kv_heads, head_dim = c.head_dim, dtype = c.dtype}
  local f = {cache = cache, heads = c.heads, context_lens = c.lens, seed = 2}
  if c.tables then f.block_tables = {{5}, {-1, 2}, {9, -1, 3}} else f.allocator = pa.allocator("shuffled", cache, {seed = 3}) end
  local b = pa.batch(f)
  local ref = b:reference()
  for _, name in ipairs{"paged", "split_kv", "gqa"} do
    for _, chunk in ipairs{1, 8, 64} do
      local out = pa.kernel(name, {chunk = chunk, splits = name ~= "paged" and 3 or nil}):run(b)
      local sum = 0
      for _, v in ipairs(out:values()) do sum = sum + v * v end
      print(string.format("%d %s %d %.3e %.17g", i, name, chunk, out:max_abs_err(ref), sum))
    end
  end
end
]]
  local TOLS = {2e-3, 2e-2, 1e-5, 1e-5}

  local function run(env)
    local r = H.pabench_run("-e " .. H.quote(SCRIPT), nil, env)
    assert.is_true(r.ok, r.stderr)
    local rows = {}
    for cfg, name, chunk, err, sum in r.stdout:gmatch("(%d+) (%S+) (%d+) (%S+) (%S+)\n") do
      rows[#rows + 1] = {cfg = tonumber(cfg), label = cfg .. " " .. name .. " chunk " .. chunk, err = tonumber(err),
        sum = sum}
    end
    return r.stdout:match("simd (%a+)"), rows
  end

  it("agree with the reference, each, and are two paths", function()
    local simd, portable = run("PABENCH_CPU_PORTABLE=1")
    assert.are.equal("portable", simd)
    assert.are.equal(36, #portable)
    for _, row in ipairs(portable) do
      assert.is_true(row.err < TOLS[row.cfg], row.label .. ": portable path, max_abs_err " .. row.err)
    end
    local native, rows = run("PABENCH_CPU_PORTABLE=0")
    if native ~= "avx2" then return end -- a processor without AVX2 has only the one path
    local differ = 0
    for i, row in ipairs(rows) do
      assert.is_true(row.err < TOLS[row.cfg], row.label .. ": AVX2 path, max_abs_err " .. row.err)
      if row.sum ~= portable[i].sum then differ = differ + 1 end
    end
    assert.is_true(differ > 0, "the AVX2 and portable outputs are bit for bit the same: one path ran twice")
  end)
end)

describe("the check can fail", function()
  local cfg = config { dtype = "fp16", lens = { 5, 40, 100 } }
  local b2, b3, other_cache_ref
  local function prepared()
    if not b2 then
      b2 = setup(cfg, 2)
      b3 = setup(cfg, 3) -- same cache seed and tables, another query
      local c = pa.cache { blocks = 20, block_size = 16, kv_heads = 2, head_dim = 128, dtype = "fp16", seed = 99 }
      other_cache_ref = pa.batch { cache = c, allocator = pa.allocator("shuffled", c, { seed = 3 }), heads = 8,
        context_lens = cfg.lens, seed = 2 }:reference()
    end
  end
  for _, name in ipairs(NAMES) do
    it(name .. "'s output is far from the reference of another batch", function()
      prepared()
      local out = pa.kernel(name, {}):run(b2)
      assert.is_true(out:max_abs_err(b2:reference()) < TOL.fp16)
      local wrong = out:max_abs_err(b3:reference())
      assert.is_true(wrong > 0.1, "max_abs_err against another query's reference: " .. wrong)
      assert.is_true(out:rel_err(b3:reference()) > 0.1)
      assert.is_true(out:max_abs_err(other_cache_ref) > 0.1)
    end)
  end

  it("outputs of different shapes are not compared", function()
    prepared()
    local small = pa.batch { cache = b2.cache, block_tables = { { 0 } }, context_lens = { 3 }, heads = 8 }
    H.assert_error(function() return pa.kernel("paged", {}):run(small):max_abs_err(b2:reference()) end, "shape")
  end)
end)

describe("pa.kernel", function()
  local c = pa.cache { blocks = 64, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp32", seed = 1 }
  local function batch(lens, heads)
    return pa.batch { cache = c, allocator = pa.allocator("shuffled", c), heads = heads or 4, context_lens = lens }
  end

  it("lists the documented family", function()
    assert.are.same({ "naive", "gather", "paged_scalar", "paged", "split_kv", "gqa", "auto" }, NAMES)
    for _, k in ipairs(pa.kernels()) do assert.is_true(#k.description > 0) end
  end)

  it("works without an options table (defaults)", function()
    for _, name in ipairs(NAMES) do
      local ok, k = pcall(pa.kernel, name)
      assert.is_true(ok, "pa.kernel('" .. name .. "') failed: " .. tostring(k))
      local b = batch { 20, 7 }
      assert.is_true(k:run(b):max_abs_err(b:reference()) < TOL.fp32)
    end
  end)

  it("reports its name, description and options", function()
    local k = pa.kernel("split_kv", { chunk = 16, splits = 5, threads = 128 })
    assert.are.equal("split_kv", k.name)
    assert.is_string(k.description)
    assert.are.equal(16, k.chunk)
    assert.are.equal(5, k.splits)
    assert.are.equal(128, k.threads)
    local d = pa.kernel("split_kv", { splits = "auto" })
    assert.are.equal("auto", d.splits)
    assert.are.equal("default", d.chunk)
  end)

  it("plan() says what a run launches", function()
    local b = batch({ 100, 3 }, 8)
    local p = pa.kernel("split_kv", { splits = 3, chunk = 16 }):plan(b)
    assert.are.equal("split_kv", p.kernel)
    assert.are.equal(3, p.splits)
    assert.are.equal(16, p.chunk)
    assert.are.equal(1, pa.kernel("paged", {}):plan(b).splits)
    local auto = pa.kernel("auto", {}):plan(b)
    assert.are_not.equal("auto", auto.kernel)
    assert.is_true(auto.splits >= 1)
    -- the whole launch, chunk and splits too: a substring of the kernel's name let a
    -- run of paged_scalar pass for a plan of paged, and any chunk or split count pass
    local out = pa.kernel("auto", {}):run(b)
    assert.are.equal(auto.launch, out.produced_by)
    assert.are.equal(auto.kernel, auto.launch:match("^[%w_]+"))
  end)

  it("one kernel object serves batches of growing and shrinking shapes", function()
    for _, name in ipairs { "naive", "gather", "split_kv", "gqa" } do
      local k = pa.kernel(name, kernel_options({ splits = 4 }, name))
      for _, lens in ipairs { { 5 }, { 300, 200, 17 }, { 2 } } do
        local b = batch(lens, 8)
        local err = k:run(b):max_abs_err(b:reference())
        assert.is_true(err < TOL.fp32, string.format("%s on %d sequences: %g", name, #lens, err))
      end
    end
  end)

  it("runs are repeatable", function()
    local b = batch({ 90, 33 }, 4)
    for _, name in ipairs(NAMES) do
      local k = pa.kernel(name, kernel_options({ splits = 3 }, name))
      assert.are.same(k:run(b):values(), k:run(b):values())
    end
  end)

  it("out:get(b, h, d) is 1-based into [batch][heads][head_dim]", function()
    local b = batch({ 9, 4 }, 4)
    local out = pa.kernel("paged", {}):run(b)
    local v = out:values()
    assert.are.equal(v[1], out:get(1, 1, 1))
    assert.are.equal(v[(1 * 4 + 2) * 64 + 7], out:get(2, 3, 7))
    H.assert_error(function() return out:get(3, 1, 1) end, "sequence must be in 1..2 (got 3)")
    H.assert_error(function() return out:get(1, 5, 1) end, "head must be in 1..4 (got 5)")
    H.assert_error(function() return out:get(1, 1, 65) end, "column must be in 1..64 (got 65)")
  end)
end)
