-- pa.cache{}: shape, fields, validation, and the pinned Philox generator.
local H = require "spec.helper"
local pa = H.pa

-- cuRAND's Philox4x32-10 stream for seed 1 starts with these raw words
local SEED1_WORDS = { 3823634032, 3842641596, 2515673792, 3054873127 }
-- and words 2^20 - 2 .. 2^20 + 3, either side of the first boundary of the
-- chunks the host draws in parallel (from src/rng.c's own Philox, which does
-- not use cuRAND)
local SEED1_BOUNDARY_WORDS = { 1176236369, 167950391, 1064134920, 2848738304, 2816694913, 3581709212 }

-- v = (2u - 1) * sqrt(3), u = word * 2^-32 + 2^-33, each step in float32 as
-- curand_uniform and the generator's mapping compute it
local function expected_value(word)
  local f32 = H.f32
  local u = f32(f32(word) * 2.0 ^ -32 + f32(2.0 ^ -33))
  return f32(f32(2 * u - 1) * f32(math.sqrt(3)))
end

local DTYPE_SIZE = { fp16 = 2, bf16 = 2, fp32 = 4 }

-- K's row (0, 0, 0) of a seed-1 pool of one one-token block: the stream's first values
local function seed1_first_row(dtype, kv_heads)
  local c = pa.cache { blocks = 1, block_size = 1, kv_heads = kv_heads or 1, head_dim = 64, dtype = dtype, seed = 1 }
  return c:row("k", 0, 0, 0)
end

local function assert_seed1_exact(row)
  for i, w in ipairs(SEED1_WORDS) do
    assert.are.equal(expected_value(w), row[i])
  end
end

-- a pool of 4 blocks of 8 tokens, 2 kv heads
local function small_pool(dtype, seed)
  return pa.cache { blocks = 4, block_size = 8, kv_heads = 2, head_dim = 64, dtype = dtype, seed = seed }
end

-- rows of other draws: somewhere at least 0.1 apart, far more than rounding
local function assert_rows_differ(a, b)
  assert.is_true(H.max_abs_diff(a, b) > 0.1)
end

describe("pa.cache", function()
  it("pools nothing refers to give their memory back as new ones are made", function()
    -- 24 pools of 64 MB held to 1 GB (H.memory_limit): only if each dropped
    -- pool goes before the next few arrive
    local r = H.run(string.format("%senv PABENCH_BACKEND=cpu %s -e %s", H.memory_limit(1000), H.quote(H.pabench),
      H.quote("for i = 1, 24 do local c = pa.cache{blocks = 1024} end print('made', 24)")))
    assert.are.equal(0, r.code, (r.stdout or "") .. (r.stderr or ""))
    assert.are.equal("made\t24\n", r.stdout)
  end)

  describe("fields", function()
    it("reports its shape, dtype, seed and backend", function()
      local c = pa.cache { blocks = 10, block_size = 32, kv_heads = 3, head_dim = 128, dtype = "bf16", seed = 42 }
      assert.are.equal(10, c.blocks)
      assert.are.equal(32, c.block_size)
      assert.are.equal(3, c.kv_heads)
      assert.are.equal(128, c.head_dim)
      assert.are.equal("bf16", c.dtype)
      assert.are.equal(42, c.seed)
      assert.are.equal(pa.backend(), c.backend)
    end)

    it("fills in the documented defaults", function()
      local c = pa.cache { blocks = 2 }
      assert.are.equal(16, c.block_size)
      assert.are.equal(8, c.kv_heads)
      assert.are.equal(128, c.head_dim)
      assert.are.equal("fp16", c.dtype)
      assert.are.equal(1, c.seed)
    end)

    for _, dtype in ipairs { "fp16", "bf16", "fp32" } do
      it("bytes counts K and V for " .. dtype, function()
        local c = pa.cache { blocks = 6, block_size = 4, kv_heads = 2, head_dim = 64, dtype = dtype }
        assert.are.equal(2 * 6 * 4 * 2 * 64 * DTYPE_SIZE[dtype], c.bytes)
      end)
    end

    it("accepts every power-of-two block size from 1 to 1024", function()
      for _, bs in ipairs { 1, 2, 64, 1024 } do
        assert.are.equal(bs, pa.cache { blocks = 1, block_size = bs, kv_heads = 1, head_dim = 64 }.block_size)
      end
    end)

    it("accepts head_dim 64, 128 and 256", function()
      for _, d in ipairs { 64, 128, 256 } do
        assert.are.equal(d, pa.cache { blocks = 1, kv_heads = 1, head_dim = d }.head_dim)
      end
    end)
  end)

  describe("rejects", function()
    it("block_size 0", function()
      H.assert_error(function() pa.cache { blocks = 4, block_size = 0 } end, "block_size", "1..1024")
    end)
    it("block_size 3 (not a power of two)", function()
      H.assert_error(function() pa.cache { blocks = 4, block_size = 3 } end, "block_size", "power of two")
    end)
    it("block_size 2048", function()
      H.assert_error(function() pa.cache { blocks = 4, block_size = 2048 } end, "block_size", "1024")
    end)
    it("head_dim 96", function()
      H.assert_error(function() pa.cache { blocks = 4, head_dim = 96 } end, "head_dim", "64", "128", "256")
    end)
    it("head_dim 512", function()
      H.assert_error(function() pa.cache { blocks = 4, head_dim = 512 } end, "head_dim", "64", "128", "256")
    end)
    it("dtype fp8", function()
      H.assert_error(function() pa.cache { blocks = 4, dtype = "fp8" } end, "dtype", "fp8", "fp16", "bf16", "fp32")
    end)
    it("blocks 0", function()
      H.assert_error(function() pa.cache { blocks = 0 } end, "blocks")
    end)
    it("a missing blocks field", function()
      H.assert_error(function() pa.cache { block_size = 16 } end, "blocks", "required")
    end)
    it("kv_heads 0", function()
      H.assert_error(function() pa.cache { blocks = 4, kv_heads = 0 } end, "kv_heads")
    end)
    it("an unknown field, listing the known ones", function()
      H.assert_error(function() pa.cache { blocks = 4, blcok_size = 16 } end,
        "unknown field 'blcok_size'", "block_size", "head_dim", "dtype")
    end)
    it("blocks given as a string", function()
      H.assert_error(function() pa.cache { blocks = "many" } end, "blocks", "integer")
    end)
    it("a fractional blocks", function()
      H.assert_error(function() pa.cache { blocks = 4.5 } end, "blocks", "integer")
    end)
    it("dtype given as a number", function()
      H.assert_error(function() pa.cache { blocks = 4, dtype = 16 } end, "dtype", "string")
    end)
    it("a negative seed", function()
      H.assert_error(function() pa.cache { blocks = 4, seed = -1 } end, "seed")
    end)
    it("a non-table argument", function()
      H.assert_error(function() pa.cache(4) end, "table expected")
    end)
    -- malloc grants such a pool, each half under the memory size, and filling
    -- it would end in the OOM killer: it must be refused before it is touched
    it("a pool larger than the memory left", function()
      local d = pa.device()
      local block_bytes = 16 * 8 * 128 * 2
      local blocks = math.ceil(1.2 * d.memory_bytes / (2 * block_bytes))
      if d.backend == "cpu" then
        H.assert_error(function() pa.cache { blocks = blocks } end, "pa.cache", "GB (K and V)", "available")
        -- the figures as the backend's own message gives them: two decimals
        local _, err = pcall(pa.cache, { blocks = blocks })
        assert.is_truthy(tostring(err):match("needs %d+%.%d%d GB .* and %d+%.%d%d GB are available"), err)
      else -- device memory: the allocation itself refuses it
        H.assert_error(function() pa.cache { blocks = blocks } end, "pa.cache")
      end
    end)
  end)

  describe("row()", function()
    it("returns head_dim values", function()
      for _, d in ipairs { 64, 256 } do
        local c = pa.cache { blocks = 2, block_size = 4, kv_heads = 2, head_dim = d, dtype = "fp16" }
        assert.are.equal(d, #c:row("k", 1, 3, 1))
        assert.are.equal(d, #c:row("v", 0, 0, 0))
      end
    end)

    it("rejects indices outside the pool", function()
      local c = pa.cache { blocks = 2, block_size = 4, kv_heads = 2, head_dim = 64 }
      H.assert_error(function() c:row("k", 2, 0, 0) end, "block must be in 0..1 (got 2)")
      H.assert_error(function() c:row("k", -1, 0, 0) end, "block must be in 0..1 (got -1)")
      H.assert_error(function() c:row("k", 0, 4, 0) end, "slot must be in 0..3 (got 4)")
      H.assert_error(function() c:row("k", 0, 0, 2) end, "kv head must be in 0..1 (got 2)")
      H.assert_error(function() c:row("q", 0, 0, 0) end, "'q'", "k, v")
    end)

    it("on a closed cache raises an error instead of crashing the process", function()
      local r = H.lua_run([[
        local pa = require "pa"
        local c = pa.cache{blocks = 2, block_size = 4, kv_heads = 1, head_dim = 64, dtype = "fp32"}
        getmetatable(c).__close(c)
        local ok, err = pcall(c.row, c, "k", 0, 0, 0)
        print(ok, err)
        io.stdout:flush()
        os.exit(ok and 3 or 0)
      ]])
      assert.are.equal("exit", r.how)
      assert.are.equal(0, r.code, "process ended with status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
      assert.matches("false", r.stdout, 1, true)
    end)
  end)

  describe("generator", function()
    it("pins seed 1's first K values (fp32) to cuRAND's Philox stream", function()
      local row = seed1_first_row("fp32")
      for i, w in ipairs(SEED1_WORDS) do
        H.assert_near(expected_value(w), row[i], 1e-6, "k[" .. i .. "]")
      end
    end)

    it("the pinned values are exactly the float32 ones", function()
      assert_seed1_exact(seed1_first_row("fp32"))
    end)

    it("row (0, 0, 0) starts the stream whatever the pool's shape", function()
      assert_seed1_exact(seed1_first_row("fp32", 32))
    end)

    it("is the one stream across the chunks drawn in parallel, whatever the threads", function()
      -- K's flat index 2^20 + i is block 16384, element i + 1 of its row
      local code = table.concat({
        "local c = pa.cache{blocks = 16400, block_size = 1, kv_heads = 1, head_dim = 64, dtype = 'fp32', seed = 1}",
        "local a, b = c:row('k', 16383, 0, 0), c:row('k', 16384, 0, 0)",
        "print(string.format('%.9g %.9g %.9g %.9g %.9g %.9g', a[63], a[64], b[1], b[2], b[3], b[4]))",
      }, " ")
      local want = {}
      for i, w in ipairs(SEED1_BOUNDARY_WORDS) do want[i] = string.format("%.9g", expected_value(w)) end
      for _, threads in ipairs { 1, 3 } do
        local r = H.pabench_run("-e " .. H.quote(code), nil, "OMP_NUM_THREADS=" .. threads)
        assert.are.equal(0, r.code, r.stderr)
        assert.are.equal(table.concat(want, " ") .. "\n", r.stdout, threads .. " threads")
      end
    end)

    -- the 16-bit types: how near the float they stay, their significand's bits
    for _, t in ipairs {
      { dtype = "fp16", near = 1e-3, bits = 11, rounded = "half precision", short = "half" },
      { dtype = "bf16", near = 1e-2, bits = 8, rounded = "bfloat16", short = "bf16" },
    } do
      it(t.dtype .. " holds the same values rounded to " .. t.rounded, function()
        local row = seed1_first_row(t.dtype)
        for i, w in ipairs(SEED1_WORDS) do
          local v = expected_value(w)
          local at = t.dtype .. " k[" .. i .. "] vs "
          H.assert_near(v, row[i], t.near, at .. "float")
          H.assert_near(H.round_sig(v, t.bits), row[i], 1e-6, at .. "round-to-nearest-even " .. t.short)
        end
      end)
    end

    it("values have the documented range (-sqrt 3, sqrt 3] and are not constant", function()
      local c = pa.cache { blocks = 2, block_size = 4, kv_heads = 2, head_dim = 64, dtype = "fp32", seed = 5 }
      local row = c:row("v", 1, 3, 1)
      local lo, hi, sum = math.huge, -math.huge, 0
      for _, v in ipairs(row) do
        lo, hi, sum = math.min(lo, v), math.max(hi, v), sum + v
      end
      assert.is_true(lo > -math.sqrt(3) - 1e-6 and hi <= math.sqrt(3) + 1e-6)
      assert.is_true(hi - lo > 1)
      assert.is_true(math.abs(sum / #row) < 0.5)
    end)

    it("same seed gives identical rows", function()
      local a, b = small_pool("fp16", 7), small_pool("fp16", 7)
      for _, which in ipairs { "k", "v" } do
        assert.are.same(a:row(which, 3, 5, 1), b:row(which, 3, 5, 1))
        assert.are.same(a:row(which, 0, 0, 0), b:row(which, 0, 0, 0))
      end
    end)

    it("a different seed gives different rows", function()
      local a, b = small_pool("fp16", 7), small_pool("fp16", 8)
      assert_rows_differ(a:row("k", 2, 1, 0), b:row("k", 2, 1, 0))
      assert_rows_differ(a:row("v", 2, 1, 0), b:row("v", 2, 1, 0))
    end)

    it("V differs from K", function()
      local c = small_pool("fp32", 1)
      assert_rows_differ(c:row("k", 0, 0, 0), c:row("v", 0, 0, 0))
      assert_rows_differ(c:row("k", 3, 7, 1), c:row("v", 3, 7, 1))
    end)

    it("different rows of one cache differ", function()
      local c = small_pool("fp32", 1)
      assert_rows_differ(c:row("k", 0, 0, 0), c:row("k", 0, 0, 1))
      assert_rows_differ(c:row("k", 0, 0, 0), c:row("k", 1, 0, 0))
    end)
  end)

  it("close() gives the memory back now; its batches refuse to run; a second close is harmless", function()
    local c = H.cache { blocks = 8, block_size = 16, kv_heads = 2, head_dim = 64 }
    local b = pa.batch { cache = c, allocator = pa.allocator("contiguous", c), heads = 2, context_lens = { 20 } }
    c:close()
    assert.are.equal("released", c.backend)
    H.assert_error(function() pa.kernel("paged"):run(b) end, "cache was closed")
    c:close()
    H.assert_error(function() c:row("k", 0, 0, 0) end)
  end)
end)
