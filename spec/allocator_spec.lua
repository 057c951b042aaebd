-- pa.allocator(kind, cache, opts): block-table allocators and their invariants.
local H = require "spec.helper"
local pa = H.pa

-- a pool of `blocks` one-token blocks (small in memory; allocators only count blocks)
local function pool(blocks, block_size)
  return pa.cache { blocks = blocks, block_size = block_size or 1, kv_heads = 1, head_dim = 64, dtype = "fp16" }
end

local KINDS = { "contiguous", "shuffled", "fragmented" }

-- a small deterministic generator for the specs' own choices
local function lcg(seed)
  local state = seed
  return function(n)
    state = (state * 6364136223846793005 + 1442695040888963407)
    return ((state >> 33) % n) + 1
  end
end

local function live_blocks(seqs)
  local owner, count = {}, 0
  for id, s in pairs(seqs) do
    for _, b in ipairs(s.blocks) do
      count = count + 1
      assert.is_nil(owner[b], string.format("block %d handed out twice (sequences %s and %s)", b, tostring(owner[b]), tostring(id)))
      owner[b] = id
    end
  end
  return owner, count
end

-- A seeded kind's tests of its seed, on a pool of `blocks`: the seed twice hands
-- out the same blocks at each of `counts`, the next seed others at the last count
local function seed_tests(kind, blocks, seed, counts)
  it("the same seed hands out the same blocks", function()
    local a = pa.allocator(kind, pool(blocks), { seed = seed })
    local b = pa.allocator(kind, pool(blocks), { seed = seed })
    for _, n in ipairs(counts) do
      assert.are.same(a:allocate(n).blocks, b:allocate(n).blocks)
    end
  end)

  it("a different seed hands out different blocks", function()
    local a = pa.allocator(kind, pool(blocks), { seed = seed })
    local b = pa.allocator(kind, pool(blocks), { seed = seed + 1 })
    local n = counts[#counts]
    assert.are_not.same(a:allocate(n).blocks, b:allocate(n).blocks)
  end)
end

local function adjacency_after(kind, opts, nseq, tokens, blocks)
  local a = pa.allocator(kind, pool(blocks or 2048), opts)
  local keep = {}
  for i = 1, nseq do keep[i] = a:allocate(tokens) end
  local st = a:stats()
  return st.adjacency, st, keep
end

describe("pa.allocator", function()
  it("knows the three documented kinds", function()
    local names = {}
    for _, k in ipairs(pa.allocators()) do
      names[#names + 1] = k.name
      assert.is_string(k.description)
    end
    assert.are.same(KINDS, names)
  end)

  for _, kind in ipairs(KINDS) do
    describe(kind, function()
      it("reports its kind and pool", function()
        local a = pa.allocator(kind, pool(64, 4))
        assert.are.equal(kind, a.kind)
        assert.are.equal(64, a.blocks)
        assert.are.equal(4, a.block_size)
      end)

      it("a fresh pool is all free", function()
        local st = pa.allocator(kind, pool(64)):stats()
        assert.are.equal(64, st.free)
        assert.are.equal(0, st.used)
        assert.are.equal(64, st.largest_free_run)
        assert.are.equal(0, st.sequences)
        assert.are.equal(1.0, st.adjacency)
      end)

      it("hands out ceil(tokens / block_size) blocks inside the pool", function()
        local a = pa.allocator(kind, pool(64, 16))
        for _, tokens in ipairs { 1, 15, 16, 17, 33 } do
          local s = a:allocate(tokens)
          assert.are.equal((tokens + 15) // 16, s.nblocks)
          assert.are.equal(s.nblocks, #s.blocks)
          assert.are.equal(s.nblocks, #s)
          assert.are.equal(tokens, s.tokens)
          assert.is_true(s.live)
          for _, b in ipairs(s.blocks) do
            assert.is_true(math.type(b) == "integer" and b >= 0 and b < 64)
          end
        end
      end)

      it("never hands out a block twice across many allocations and frees", function()
        local a = pa.allocator(kind, pool(200), { seed = 11 })
        local pick = lcg(17)
        local seqs, next_id = {}, 0
        for _ = 1, 300 do
          local st = a:stats()
          if st.free > 0 and (pick(3) > 1 or next(seqs) == nil) then
            next_id = next_id + 1
            seqs[next_id] = a:allocate(math.min(pick(12), st.free))
          else
            local ids = {}
            for id in pairs(seqs) do ids[#ids + 1] = id end
            table.sort(ids)
            local id = ids[pick(#ids)]
            a:free(seqs[id])
            seqs[id] = nil
          end
          local _, count = live_blocks(seqs)
          st = a:stats()
          assert.are.equal(count, st.used)
          assert.are.equal(200, st.free + st.used)
        end
      end)

      it("free gives the blocks back", function()
        local a = pa.allocator(kind, pool(64))
        local s1 = a:allocate(10)
        local s2 = a:allocate(20)
        assert.are.equal(34, a:stats().free)
        assert.are.equal(2, a:stats().sequences)
        a:free(s2)
        assert.are.equal(54, a:stats().free)
        assert.are.equal(10, a:stats().used)
        assert.are.equal(1, a:stats().sequences)
        assert.is_false(s2.live)
        a:free(s1)
        assert.are.equal(64, a:stats().free)
        -- and they can be handed out again: the whole pool fits once more
        local all = a:allocate(64)
        assert.are.equal(64, all.nblocks)
        assert.are.equal(0, a:stats().free)
      end)

      it("a sequence collected while live gives its blocks back", function()
        local a = pa.allocator(kind, pool(64))
        do
          local _ = a:allocate(30)
        end
        collectgarbage()
        collectgarbage()
        assert.are.equal(64, a:stats().free)
        assert.are.equal(0, a:stats().sequences)
      end)

      it("refuses more than is free, naming needed and free counts, and changes nothing", function()
        local a = pa.allocator(kind, pool(64, 4), { seed = 3 })
        local twin = pa.allocator(kind, pool(64, 4), { seed = 3 })
        local keep = { a:allocate(100), twin:allocate(100) } -- 25 blocks each, 39 free
        local before = a:stats()
        local msg = H.assert_error(function() a:allocate(200) end)
        H.assert_mentions_numbers(msg, 50, 39)
        assert.are.same(before, a:stats())
        -- the next allocation is the one an allocator that never failed hands out
        assert.are.same(twin:allocate(40).blocks, a:allocate(40).blocks)
        assert.is_true(#keep == 2)
      end)

      it("refuses an absurd token count (math.maxinteger) as more than is free", function()
        local a = pa.allocator(kind, pool(16, 16))
        local msg = H.assert_error(function() a:allocate(math.maxinteger) end, "free")
        assert.is_falsy(msg:find("-%d"), "the message reports a negative count: " .. msg)
        H.assert_mentions_numbers(msg, 16)
        assert.are.equal(16, a:stats().free)
      end)

      it("refuses allocate(0), allocate(-1), allocate(1.5) and allocate('x')", function()
        local a = pa.allocator(kind, pool(16))
        for _, bad in ipairs { 0, -1, 1.5, "x" } do
          H.assert_error(function() a:allocate(bad) end, "token")
        end
        H.assert_error(function() a:allocate() end, "token")
        assert.are.equal(16, a:stats().free)
      end)

      it("refuses to free a sequence twice", function()
        local a = pa.allocator(kind, pool(16))
        local s = a:allocate(3)
        a:free(s)
        H.assert_error(function() a:free(s) end, "freed")
        assert.are.equal(16, a:stats().free)
      end)

      it("refuses a sequence from another allocator", function()
        local a = pa.allocator(kind, pool(16))
        local b = pa.allocator(kind, pool(16))
        local s = b:allocate(3)
        local sa = a:allocate(2)
        H.assert_error(function() a:free(s) end, "another allocator")
        assert.are.equal(14, a:stats().free)
        assert.are.equal(13, b:stats().free)
        assert.is_true(s.live and sa.live)
      end)

      it("refuses to free something that is not a sequence", function()
        local a = pa.allocator(kind, pool(16))
        H.assert_error(function() a:free({ blocks = { 0 } }) end, "pa.seq")
      end)
    end)
  end

  describe("contiguous", function()
    it("hands a fresh pool out first fit, in physical order", function()
      local a = pa.allocator("contiguous", pool(64))
      assert.are.same({ 0, 1, 2, 3, 4 }, a:allocate(5).blocks)
      assert.are.same({ 5, 6, 7 }, a:allocate(3).blocks)
    end)

    it("has adjacency 1.0 on a fresh pool", function()
      local adj = adjacency_after("contiguous", nil, 10, 100)
      assert.are.equal(1.0, adj)
    end)

    it("reuses the lowest hole that fits and tracks the largest free run", function()
      local a = pa.allocator("contiguous", pool(64))
      local s1, s2, s3 = a:allocate(10), a:allocate(10), a:allocate(10)
      assert.are.equal(34, a:stats().largest_free_run)
      a:free(s2)
      local st = a:stats()
      assert.are.equal(44, st.free)
      assert.are.equal(20, st.used)
      assert.are.equal(34, st.largest_free_run)
      assert.are.same({ 10, 11, 12, 13, 14 }, a:allocate(5).blocks)
      assert.is_true(s1.live and s3.live)
    end)

    it("finds a hole below the sequences handed out since it opened", function()
      local a = pa.allocator("contiguous", pool(64))
      local s1, s2 = a:allocate(2), a:allocate(2)
      a:allocate(2)
      a:free(s1)
      assert.are.same({ 0 }, a:allocate(1).blocks)
      assert.are.same({ 6, 7 }, a:allocate(2).blocks) -- block 1 alone is too short
      a:free(s2)
      assert.are.same({ 1, 2, 3 }, a:allocate(3).blocks)
      assert.are.same({ 8 }, a:allocate(1).blocks)
    end)

    it("counts adjacent pairs over live sequences", function()
      local a = pa.allocator("contiguous", pool(64))
      local s = a:allocate(10)
      local st = a:stats()
      assert.are.equal(9, st.pairs)
      assert.are.equal(9, st.adjacent_pairs)
      assert.are.equal(1.0, s.adjacency)
    end)
  end)

  describe("shuffled", function()
    it("has adjacency near 0 for long sequences on a big pool", function()
      local adj = adjacency_after("shuffled", { seed = 7 }, 10, 300, 4096)
      assert.is_true(adj < 0.1, "adjacency " .. adj)
    end)

    seed_tests("shuffled", 256, 9, { 10, 1, 50 })

    it("reports its seed", function()
      assert.are.equal(9, pa.allocator("shuffled", pool(8), { seed = 9 }).seed)
    end)
  end)

  describe("fragmented", function()
    it("lies strictly between contiguous and shuffled", function()
      local frag = adjacency_after("fragmented", { seed = 5 }, 10, 100)
      local shuf = adjacency_after("shuffled", { seed = 5 }, 10, 100)
      assert.is_true(frag > 0 and frag < 1, "fragmented adjacency " .. frag)
      assert.is_true(frag > shuf)
    end)

    it("with churn = 0 behaves as a fresh FIFO: adjacency 1", function()
      local adj, st = adjacency_after("fragmented", { seed = 5, churn = 0 }, 10, 100)
      assert.are.equal(1.0, adj)
      assert.are.equal(1048, st.largest_free_run)
    end)

    it("loses adjacency as churn rises (0, 2, 32)", function()
      local a0 = adjacency_after("fragmented", { seed = 5, churn = 0 }, 10, 100)
      local a2 = adjacency_after("fragmented", { seed = 5, churn = 2 }, 10, 100)
      local a32 = adjacency_after("fragmented", { seed = 5, churn = 32 }, 10, 100)
      assert.is_true(a0 > a2, string.format("churn 0: %g, churn 2: %g", a0, a2))
      assert.is_true(a2 > a32, string.format("churn 2: %g, churn 32: %g", a2, a32))
    end)

    it("reports its options", function()
      local a = pa.allocator("fragmented", pool(64), { seed = 4, churn = 3, fill = 0.5 })
      assert.are.equal(4, a.seed)
      assert.are.equal(3, a.churn)
      assert.are.equal(0.5, a.fill)
    end)

    it("is the one kind that reports churn and fill: the others ran no rounds", function()
      assert.are.equal(8, pa.allocator("fragmented", pool(64)).churn)
      for _, kind in ipairs{"contiguous", "shuffled"} do
        local a = pa.allocator(kind, pool(64), { seed = 4 })
        assert.are.equal(4, a.seed)
        assert.is_nil(a.churn, kind)
        assert.is_nil(a.fill, kind)
      end
    end)

    seed_tests("fragmented", 512, 21, { 200 })

    it("the whole pool is free after ageing", function()
      local st = pa.allocator("fragmented", pool(300), { churn = 16 }):stats()
      assert.are.equal(300, st.free)
      assert.are.equal(0, st.sequences)
    end)
  end)

  describe("options", function()
    local c = pool(32)
    it("rejects fill outside (0, 1]", function()
      H.assert_error(function() pa.allocator("fragmented", c, { fill = 0 }) end, "fill")
      H.assert_error(function() pa.allocator("fragmented", c, { fill = 1.5 }) end, "fill")
      H.assert_error(function() pa.allocator("fragmented", c, { fill = "most" }) end, "fill", "number")
    end)
    it("rejects a negative churn and mean_blocks 0", function()
      H.assert_error(function() pa.allocator("fragmented", c, { churn = -1 }) end, "churn")
      H.assert_error(function() pa.allocator("fragmented", c, { mean_blocks = 0 }) end, "mean_blocks")
    end)
    it("rejects churn, fill and mean_blocks for a kind that does not churn", function()
      for _, kind in ipairs{"contiguous", "shuffled"} do
        for _, field in ipairs{"churn", "fill", "mean_blocks"} do
          H.assert_error(function() pa.allocator(kind, c, { seed = 2, [field] = 1 }) end,
            field .. " is an option of the fragmented allocator only", "kind '" .. kind .. "'")
        end
        assert.are.equal(kind, pa.allocator(kind, c, { seed = 2 }).kind)
      end
    end)
    it("rejects an unknown option, listing the known ones", function()
      H.assert_error(function() pa.allocator("fragmented", c, { chrun = 3 }) end,
        "unknown field 'chrun'", "churn", "fill", "mean_blocks", "seed")
    end)
    it("rejects a non-cache pool and a non-table options argument", function()
      H.assert_error(function() pa.allocator("contiguous", 5) end, "pa.cache")
      H.assert_error(function() pa.allocator("contiguous", c, 5) end, "table")
    end)
  end)
end)
