-- pa.batch{}: fields, block tables, validation and lifetime.
local H = require "spec.helper"
local pa = H.pa

local DTYPE_SIZE = { fp16 = 2, bf16 = 2, fp32 = 4 }

local function cache(fields)
  local t = { blocks = 32, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp16", seed = 1 }
  for k, v in pairs(fields or {}) do t[k] = v end
  return pa.cache(t)
end

local function ceil_div(a, b) return (a + b - 1) // b end

describe("pa.batch", function()
  describe("fields", function()
    for _, dtype in ipairs { "fp16", "bf16", "fp32" } do
      it("bytes = 2 * valid_tokens * kv_heads * head_dim * dtype size (" .. dtype .. ")", function()
        local c = cache { dtype = dtype, head_dim = 128, kv_heads = 2 }
        local b = pa.batch { cache = c, allocator = pa.allocator("shuffled", c), heads = 8,
          context_lens = { 100, 1, 17 } }
        assert.are.equal(118, b.valid_tokens)
        assert.are.equal(2 * 118 * 2 * 128 * DTYPE_SIZE[dtype], b.bytes)
      end)
    end

    it("names its sequences, in the singular for one", function()
      local c = cache { kv_heads = 2 }
      local a = pa.allocator("contiguous", c)
      local one = pa.batch { cache = c, allocator = a, heads = 4, context_lens = { 10 } }
      local three = pa.batch { cache = c, allocator = a, heads = 4, context_lens = { 5, 40, 17 } }
      assert.matches("^pa%.batch%(1 sequence, max context 10, heads 4/2,", tostring(one))
      assert.matches("^pa%.batch%(3 sequences, max context 40,", tostring(three))
    end)

    it("reports size, heads, group, context_lens and max_context_len", function()
      local c = cache { kv_heads = 2 }
      local b = pa.batch { cache = c, allocator = pa.allocator("contiguous", c), heads = 8,
        context_lens = { 5, 40, 17 }, seed = 9 }
      assert.are.equal(3, b.size)
      assert.are.equal(8, b.heads)
      assert.are.equal(2, b.kv_heads)
      assert.are.equal(4, b.group)
      assert.are.same({ 5, 40, 17 }, b.context_lens)
      assert.are.equal(40, b.max_context_len)
      assert.are.equal(62, b.tokens)
      assert.are.equal(64, b.head_dim)
      assert.are.equal(16, b.block_size)
      assert.are.equal("fp16", b.dtype)
      assert.are.equal(9, b.seed)
      assert.are.equal(c, b.cache)
      assert.is_false(b.freed)
    end)

    it("defaults heads to kv_heads (MHA) and scale to 1/sqrt(head_dim)", function()
      for _, d in ipairs { 64, 128, 256 } do
        local c = cache { head_dim = d, kv_heads = 3 }
        local b = pa.batch { cache = c, allocator = pa.allocator("contiguous", c), context_lens = { 3 } }
        assert.are.equal(3, b.heads)
        assert.are.equal(1, b.group)
        H.assert_near(1 / math.sqrt(d), b.scale, 1e-7, "scale")
      end
    end)

    it("takes an explicit scale", function()
      local c = cache()
      local b = pa.batch { cache = c, allocator = pa.allocator("contiguous", c), context_lens = { 3 }, scale = 0.5 }
      assert.are.equal(0.5, b.scale)
    end)

    it("bytes and valid_tokens leave out -1 blocks", function()
      local c = cache { dtype = "fp32", block_size = 16, kv_heads = 2, head_dim = 64 }
      local b = pa.batch { cache = c, block_tables = { { -1, -1, -1, 5 }, { 3, -1, 7 }, { 4 } },
        context_lens = { 64, 40, 3 } }
      assert.are.equal(16 + 24 + 3, b.valid_tokens)
      assert.are.equal(107, b.tokens)
      assert.are.equal(2 * 43 * 2 * 64 * 4, b.bytes)
      assert.are.equal(43, b.unique_tokens)
      assert.are.equal(b.bytes, b.unique_bytes)
    end)

    it("unique_bytes counts a block that several rows name once, up to the most slots a row uses", function()
      local c = cache { dtype = "bf16", block_size = 16, kv_heads = 2, head_dim = 64 }
      -- blocks 0 and 1 a prefix of all three rows; block 2 the second row's last (5 of 16 slots)
      -- and the third row's middle (all 16); block 4 named twice by the first row
      local b = pa.batch { cache = c, block_tables = { { 0, 1, 4, 4 }, { 0, 1, 2 }, { 0, 1, 2, 3 } },
        context_lens = { 50, 37, 60 } }
      assert.are.equal(50 + 37 + 60, b.valid_tokens)
      assert.are.equal(16 + 16 + 16 + 16 + 12, b.unique_tokens)
      assert.are.equal(2 * b.unique_tokens * 2 * 64 * 2, b.unique_bytes)
      assert.is_true(b.unique_bytes < b.bytes)
      assert.matches(", [%d.]+ MB of K/V, 0%.038912 MB distinct%)$", tostring(b))
    end)

    it("unique_tokens is the count of distinct (block, slot) positions, over random tables", function()
      local rand = math.random
      math.randomseed(7, 11)
      for _ = 1, 60 do
        local bs = ({ 1, 2, 16, 32, 1024 })[rand(5)]
        local pool = rand(1, 12)
        local c = cache { blocks = pool, block_size = bs }
        local tables, lens, seen, want, valid = {}, {}, {}, 0, 0
        for s = 1, rand(1, 6) do
          local len = rand(1, 5 * bs)
          local row = {}
          for i = 1, (len + bs - 1) // bs do
            -- ids drawn from a small pool repeat within and across rows; -1 some of the time,
            -- but never the whole row
            row[i] = (i > 1 and rand() < 0.2) and -1 or rand(0, pool - 1)
            if row[i] >= 0 then
              local used = math.min(bs, len - (i - 1) * bs)
              valid = valid + used
              for slot = 0, used - 1 do
                local key = row[i] * 2048 + slot
                if not seen[key] then seen[key] = true; want = want + 1 end
              end
            end
          end
          tables[s], lens[s] = row, len
        end
        local b = pa.batch { cache = c, block_tables = tables, context_lens = lens }
        assert.are.equal(valid, b.valid_tokens)
        assert.are.equal(want, b.unique_tokens)
        b:free()
        c:close()
      end
    end)

    it("unique_bytes equals bytes for an allocator's tables, which share no block", function()
      for _, kind in ipairs { "contiguous", "shuffled", "fragmented" } do
        local c = cache { blocks = 64 }
        local b = pa.batch { cache = c, allocator = pa.allocator(kind, c, { seed = 3 }), heads = 4,
          context_lens = { 100, 1, 17, 200 } }
        assert.are.equal(b.valid_tokens, b.unique_tokens, kind)
        assert.are.equal(b.bytes, b.unique_bytes, kind)
        assert.is_falsy(tostring(b):find("distinct", 1, true), kind)
      end
    end)
  end)

  describe("block_table()", function()
    it("rows hold each sequence's blocks, in logical order, padded with -1", function()
      local c = cache { blocks = 40, block_size = 16 }
      local a = pa.allocator("shuffled", c, { seed = 3 })
      local lens = { 1, 16, 17, 100 }
      local b = pa.batch { cache = c, allocator = a, context_lens = lens }
      local t = b:block_table()
      local width = ceil_div(100, 16)
      assert.are.equal(#lens, #t)
      assert.are.equal(width, b.max_blocks)
      local seen, total = {}, 0
      for i, row in ipairs(t) do
        assert.are.equal(width, #row)
        local need = ceil_div(lens[i], 16)
        for j = 1, width do
          if j <= need then
            assert.is_true(row[j] >= 0 and row[j] < 40)
            assert.is_nil(seen[row[j]], "block " .. row[j] .. " appears twice")
            seen[row[j]] = true
            total = total + 1
          else
            assert.are.equal(-1, row[j])
          end
        end
      end
      assert.are.equal(total, a:stats().used)
    end)

    it("a contiguous allocator lays sequences out one after another", function()
      local c = cache { blocks = 16, block_size = 4 }
      local b = pa.batch { cache = c, allocator = pa.allocator("contiguous", c), context_lens = { 9, 4 } }
      assert.are.same({ { 0, 1, 2 }, { 3, -1, -1 } }, b:block_table())
    end)

    it("returns explicit tables as given, padded to the widest row", function()
      local c = cache { blocks = 16, block_size = 4 }
      local b = pa.batch { cache = c, block_tables = { { 7, -1, 2 }, { 5 } }, context_lens = { 12, 3 } }
      assert.are.same({ { 7, -1, 2 }, { 5, -1, -1 } }, b:block_table())
    end)

    it("a batch's blocks return to the allocator when it is freed", function()
      local c = cache { blocks = 32 }
      local a = pa.allocator("fragmented", c)
      local b = pa.batch { cache = c, allocator = a, context_lens = { 100, 50 } }
      assert.are.equal(32 - 7 - 4, a:stats().free)
      b:free()
      assert.are.equal(32, a:stats().free)
    end)

    it("a batch's blocks return to the allocator when it is collected", function()
      local c = cache { blocks = 32 }
      local a = pa.allocator("shuffled", c)
      do
        local _ = pa.batch { cache = c, allocator = a, context_lens = { 100, 50 } }
      end
      collectgarbage()
      collectgarbage()
      assert.are.equal(32, a:stats().free)
    end)
  end)

  describe("rejects", function()
    local c = cache { blocks = 8, block_size = 16, kv_heads = 2 }
    local function with_alloc(fields)
      local t = { cache = c, allocator = pa.allocator("contiguous", c) }
      for k, v in pairs(fields) do t[k] = v end
      return function() return pa.batch(t) end
    end

    it("heads that are not a multiple of kv_heads", function()
      local msg = H.assert_error(with_alloc { heads = 3, context_lens = { 4 } }, "heads", "kv_heads")
      H.assert_mentions_numbers(msg, 3, 2)
    end)

    it("heads = 0", function()
      H.assert_error(with_alloc { heads = 0, context_lens = { 4 } }, "heads")
    end)

    it("a context length of 0", function()
      H.assert_error(with_alloc { context_lens = { 4, 0 } }, "context_lens[2]", "an integer in 1..1073741824")
    end)

    it("a negative context length", function()
      H.assert_error(with_alloc { context_lens = { -5 } }, "context_lens[1]", "an integer in 1..1073741824")
    end)

    it("a fractional context length", function()
      H.assert_error(with_alloc { context_lens = { 2.5 } }, "context_lens[1]", "an integer in 1..1073741824")
    end)

    it("a context length that is not a number", function()
      H.assert_error(with_alloc { context_lens = { "long" } }, "context_lens[1]", "an integer in 1..1073741824")
    end)

    it("empty context_lens", function()
      H.assert_error(with_alloc { context_lens = {} }, "context_lens")
    end)

    it("missing context_lens", function()
      H.assert_error(with_alloc {}, "context_lens")
    end)

    it("a batch needing more blocks than are free, with both numbers, leaving the allocator as it was", function()
      local a = pa.allocator("shuffled", c, { seed = 2 })
      local held = a:allocate(40) -- 3 blocks, 5 free
      local before = a:stats()
      local msg = H.assert_error(function()
        return pa.batch { cache = c, allocator = a, context_lens = { 40, 40 } }
      end)
      H.assert_mentions_numbers(msg, 6, 5)
      assert.matches("for 2 sequences;", msg, 1, true)
      assert.are.same(before, a:stats())
      assert.is_true(held.live)
      local one = H.assert_error(function()
        return pa.batch { cache = c, allocator = a, context_lens = { 100 } }
      end)
      assert.matches("for 1 sequence;", one, 1, true)
    end)

    it("an explicit block id outside the pool", function()
      local msg = H.assert_error(function()
        return pa.batch { cache = c, block_tables = { { 8 } }, context_lens = { 3 } }
      end, "block_tables[1][1]", "outside the pool", "-1")
      H.assert_mentions_numbers(msg, 8, 7)
      H.assert_error(function()
        return pa.batch { cache = c, block_tables = { { 0, 1 }, { -2 } }, context_lens = { 3, 3 } }
      end, "block_tables[2][1]", "outside the pool")
    end)

    it("an explicit table too short for its context length", function()
      local msg = H.assert_error(function()
        return pa.batch { cache = c, block_tables = { { 0 } }, context_lens = { 17 } }
      end, "block_tables[1]")
      H.assert_mentions_numbers(msg, 17, 2)
    end)

    it("a row too short for its context length even when another row is longer", function()
      -- row 1 gives one block for 17 tokens of block_size 16; row 2 is wider, but
      -- that must not turn row 1's missing entry into an implicit -1
      local msg = H.assert_error(function()
        return pa.batch { cache = c, block_tables = { { 0 }, { 1, 2 } }, context_lens = { 17, 3 } }
      end, "block_tables[1]")
      H.assert_mentions_numbers(msg, 17, 2)
    end)

    it("a row count that does not match context_lens", function()
      local msg = H.assert_error(function()
        return pa.batch { cache = c, block_tables = { { 0 }, { 1 } }, context_lens = { 3 } }
      end, "block_tables", "rows")
      H.assert_mentions_numbers(msg, 2, 1)
    end)

    it("a sequence whose entries are all -1", function()
      H.assert_error(function()
        return pa.batch { cache = c, block_tables = { { 0 }, { -1, -1 } }, context_lens = { 3, 20 } }
      end, "-1", "2")
    end)

    it("a non-integer block id", function()
      H.assert_error(function()
        return pa.batch { cache = c, block_tables = { { 0.5 } }, context_lens = { 3 } }
      end, "block_tables[1][1]", "integer", "got 0.5")
      H.assert_error(function()
        return pa.batch { cache = c, block_tables = { { 0, "one" } }, context_lens = { 20 } }
      end, "block_tables[1][2]", "integer", "got string")
    end)

    it("a row that is not an array", function()
      H.assert_error(function()
        return pa.batch { cache = c, block_tables = { 3 }, context_lens = { 3 } }
      end, "block_tables[1]")
    end)

    it("both an allocator and block_tables", function()
      H.assert_error(function()
        return pa.batch { cache = c, allocator = pa.allocator("contiguous", c), block_tables = { { 0 } },
          context_lens = { 3 } }
      end, "allocator", "block_tables")
    end)

    it("neither an allocator nor block_tables", function()
      H.assert_error(function()
        return pa.batch { cache = c, context_lens = { 3 } }
      end, "allocator", "block_tables")
    end)

    it("an unknown field, listing the known ones", function()
      H.assert_error(with_alloc { context_lens = { 3 }, head = 4 }, "unknown field 'head'", "heads", "context_lens")
    end)

    it("cache = 5", function()
      H.assert_error(function()
        return pa.batch { cache = 5, block_tables = { { 0 } }, context_lens = { 3 } }
      end, "cache", "pa.cache")
    end)

    it("a missing cache", function()
      H.assert_error(function() return pa.batch { block_tables = { { 0 } }, context_lens = { 3 } } end,
        "cache", "pa.cache")
    end)

    it("allocator = 5", function()
      H.assert_error(function()
        return pa.batch { cache = c, allocator = 5, context_lens = { 3 } }
      end, "allocator", "pa.allocator")
    end)

    it("block_tables = 5", function()
      H.assert_error(function()
        return pa.batch { cache = c, block_tables = 5, context_lens = { 3 } }
      end, "block_tables")
    end)

    it("heads given as a string", function()
      H.assert_error(with_alloc { heads = "four", context_lens = { 3 } }, "heads", "integer")
    end)

    it("scale 0 and a non-number scale", function()
      H.assert_error(with_alloc { scale = 0, context_lens = { 3 } }, "scale", "positive")
      H.assert_error(with_alloc { scale = "big", context_lens = { 3 } }, "scale", "number")
    end)

    it("an allocator for a pool of another shape", function()
      local other = cache { blocks = 9 }
      H.assert_error(function()
        return pa.batch { cache = c, allocator = pa.allocator("contiguous", other), context_lens = { 3 } }
      end, "allocator")
    end)

    it("a non-table argument", function()
      H.assert_error(function() return pa.batch("batch") end, "table expected")
    end)
  end)

  describe("lifetime", function()
    it("takes back the blocks of batches nothing refers to when the pool runs short", function()
      local c = cache { blocks = 64, block_size = 16 }
      local a = pa.allocator("shuffled", c, { seed = 3 })
      collectgarbage("stop") -- only the shortage may collect
      local ok, err = pcall(function()
        for _ = 1, 4 do
          -- 40 of the 64 blocks: the one before must have given its blocks back
          local b = pa.batch { cache = c, allocator = a, heads = 2, context_lens = { 320, 320 } }
          assert.are.equal(2, b.size)
        end
        for _ = 1, 4 do
          local s = a:allocate(640)
          assert.are.equal(40, #s)
        end
      end)
      collectgarbage("restart")
      assert(ok, err)
      -- a live batch keeps its blocks: the shortage is then a plain error
      local kept = pa.batch { cache = c, allocator = a, heads = 2, context_lens = { 640 } }
      H.assert_error(function() return a:allocate(640) end, "free of 64")
      kept:free()
    end)

    it("says in its text when it, its cache or an output was closed", function()
      local c = cache { blocks = 8 }
      local b = pa.batch { cache = c, allocator = pa.allocator("contiguous", c), heads = 2, context_lens = { 20 } }
      local out = pa.kernel("paged"):run(b)
      assert.is_falsy(tostring(out):find("closed", 1, true))
      do local closing <close> = out end
      assert.is_truthy(tostring(out):find("(closed)", 1, true), tostring(out))
      assert.is_falsy(tostring(b):find("closed", 1, true))
      c:close()
      assert.is_truthy(tostring(c):find(", closed)", 1, true), tostring(c))
      assert.is_truthy(tostring(b):find("(its cache closed)", 1, true), tostring(b))
    end)

    local function make_batch()
      local c = pa.cache { blocks = 16, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp32", seed = 4 }
      local a = pa.allocator("shuffled", c)
      return pa.batch { cache = c, allocator = a, heads = 4, context_lens = { 70, 9 }, seed = 2 }, c:row("v", 0, 0, 0)
    end

    it("keeps its cache alive after the cache variable is dropped and collected", function()
      local b = make_batch()
      collectgarbage()
      collectgarbage()
      local ref = b:reference()
      local out = pa.kernel("paged", {}):run(b)
      assert.is_true(out:max_abs_err(ref) < 1e-4)
      assert.are.equal(16, b.cache.blocks)
      -- and the cache still holds its numbers
      local again = pa.cache { blocks = 16, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp32", seed = 4 }
      assert.are.same(again:row("k", 3, 2, 1), b.cache:row("k", 3, 2, 1))
    end)

    it("batch:free() then use gives a clean error", function()
      local b = make_batch()
      b:free()
      assert.is_true(b.freed)
      H.assert_error(function() return b:reference() end, "freed")
      H.assert_error(function() return b:block_table() end, "freed")
      H.assert_error(function() return b.size end, "freed")
      H.assert_error(function() return pa.kernel("paged", {}):run(b) end, "freed")
      H.assert_error(function() return pa.kernel("paged", {}):time(b, { warmup = 0, iters = 1, l2 = "warm" }) end,
        "freed")
      b:free() -- a second free is harmless
      assert.is_true(b.freed)
    end)

    it("a cache closed with <close> makes its batches fail cleanly", function()
      local b
      do
        local c <close> = pa.cache { blocks = 4, block_size = 16, kv_heads = 1, head_dim = 64, dtype = "fp32" }
        b = pa.batch { cache = c, block_tables = { { 2 } }, context_lens = { 5 } }
        assert.is_true(b:reference() ~= nil)
      end
      H.assert_error(function() return b:reference() end, "closed")
      H.assert_error(function() return pa.kernel("split_kv", {}):run(b) end, "closed")
    end)

    it("closing through getmetatable(c).__close(c) makes its batches fail cleanly", function()
      local c = pa.cache { blocks = 4, block_size = 16, kv_heads = 1, head_dim = 64, dtype = "fp32" }
      local a = pa.allocator("contiguous", c)
      local b = pa.batch { cache = c, allocator = a, context_lens = { 20 } }
      getmetatable(c).__close(c)
      H.assert_error(function() return b:reference() end, "closed")
      H.assert_error(function() return b:block_table() end, "closed")
      H.assert_error(function() return pa.kernel("gqa", {}):run(b) end, "closed")
      H.assert_error(function() return pa.kernel("naive", {}):time(b, { warmup = 0, iters = 1, l2 = "warm" }) end,
        "closed")
      H.assert_error(function() return pa.batch { cache = c, allocator = a, context_lens = { 1 } } end, "closed")
      b:free()
      assert.are.equal(4, a:stats().free)
    end)
  end)
end)

-- The debug library can replace an object's uservalues; what a batch or a
-- sequence finds there is checked, not trusted.
describe("uservalues replaced through the debug library", function()
  it("a batch given another pool refuses to run rather than read past it", function()
    local big, small = cache { blocks = 64 }, cache { blocks = 2 }
    local b = pa.batch { cache = big, allocator = pa.allocator("shuffled", big), context_lens = { 500, 300 } }
    debug.setuservalue(b, small, 1)
    H.assert_error(function() return pa.kernel("paged"):run(b) end, "not the pool it was built on")
    debug.setuservalue(b, big, 1)
    assert.are.equal(2, pa.kernel("paged"):run(b).batch)
  end)

  it("a sequence given a pool for its allocator is collected without harm", function()
    local c = cache { blocks = 64 }
    local a = pa.allocator("contiguous", c)
    local s = a:allocate(40)
    debug.setuservalue(s, c, 1)
    s = nil
    collectgarbage()
    collectgarbage()
    assert.are.equal(64, a.free_blocks + 3) -- the blocks stay with the allocator it no longer names
  end)
end)
