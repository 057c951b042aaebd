-- batch:reference() against attention computed here, in plain Lua, from the
-- cache's rows (cache:row, 0-based block, slot, kv head).
--
-- Queries are read with batch:query(b, h). They come from the Philox stream of
-- the batch's seed in [batch, heads, head_dim] order, like a cache's K from its
-- seed: a spec below pins that against a cache of one-token blocks.
local H = require "spec.helper"
local pa = H.pa

local function query_rows(b)
  return function(s, h) return b:query(s + 1, h + 1) end
end

describe("batch:query", function()
  it("is word b*heads+h of the batch seed's stream, as a cache's K row would be", function()
    local c = pa.cache { blocks = 8, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp32", seed = 4 }
    local b = pa.batch { cache = c, block_tables = { { 0 }, { 1 } }, heads = 4, context_lens = { 3, 5 }, seed = 99 }
    local same = pa.cache { blocks = 8, block_size = 1, kv_heads = 1, head_dim = 64, dtype = "fp32", seed = 99 }
    for s = 0, 1 do
      for h = 0, 3 do
        assert.same(same:row("k", s * 4 + h, 0, 0), b:query(s + 1, h + 1))
      end
    end
  end)

  it("rejects indices outside the batch", function()
    local c = pa.cache { blocks = 8, block_size = 16, kv_heads = 2, head_dim = 64, seed = 4 }
    local b = pa.batch { cache = c, block_tables = { { 0 } }, heads = 4, context_lens = { 3 } }
    assert.has_error(function() b:query(2, 1) end)
    assert.has_error(function() b:query(1, 5) end)
  end)
end)

-- the tokens (score inputs and value rows) of sequence s, head h, skipping -1 blocks
local function tokens_of(b, tables, lens, s, kvh)
  local c, bs = b.cache, b.block_size
  local ks, vs = {}, {}
  for t = 0, lens[s + 1] - 1 do
    local blk = tables[s + 1][t // bs + 1]
    if blk ~= -1 then
      ks[#ks + 1] = c:row("k", blk, t % bs, kvh)
      vs[#vs + 1] = c:row("v", blk, t % bs, kvh)
    end
  end
  return ks, vs
end

-- softmax(q . k * scale) . v for every sequence and head, flat in
-- [batch][heads][head_dim] order; kv_of(h) maps a query head to its kv head
local function lua_attention(b, opts)
  opts = opts or {}
  local tables = opts.tables or b:block_table()
  local lens = opts.lens or b.context_lens
  local scale = opts.scale or b.scale
  local kv_of = opts.kv_of or function(h) return h // b.group end
  local query = query_rows(b)
  local D, out = b.head_dim, {}
  for s = 0, b.size - 1 do
    for h = 0, b.heads - 1 do
      local q = query(s, h)
      local ks, vs = tokens_of(b, tables, lens, s, kv_of(h))
      local scores, mx = {}, -math.huge
      for i, k in ipairs(ks) do
        local dot = 0
        for d = 1, D do dot = dot + q[d] * k[d] end
        scores[i] = dot * scale
        if scores[i] > mx then mx = scores[i] end
      end
      local acc, sum = {}, 0
      for d = 1, D do acc[d] = 0 end
      for i, v in ipairs(vs) do
        local w = math.exp(scores[i] - mx)
        sum = sum + w
        for d = 1, D do acc[d] = acc[d] + w * v[d] end
      end
      for d = 1, D do out[#out + 1] = acc[d] / sum end
    end
  end
  return out
end

local function row_of(values, b, s, h)
  local D, r = b.head_dim, {}
  local base = (s * b.heads + h) * D
  for d = 1, D do r[d] = values[base + d] end
  return r
end

describe("batch:reference()", function()
  it("is a host float64 output of the batch's shape", function()
    local c = H.cache { blocks = 8, block_size = 4, kv_heads = 2, head_dim = 64 }
    local b = pa.batch { cache = c, block_tables = { { 0, 1 }, { 2 } }, context_lens = { 7, 2 }, heads = 6 }
    local ref = b:reference()
    assert.are.equal(2, ref.batch)
    assert.are.equal(6, ref.heads)
    assert.are.equal(64, ref.head_dim)
    assert.are.equal("fp64", ref.dtype)
    assert.are.equal("reference", ref.produced_by)
    assert.are.equal(2 * 6 * 64, #ref:values())
    assert.are.equal(ref:values()[64 + 5], ref:get(1, 2, 5))
  end)

  it("is deterministic", function()
    local c = H.cache { blocks = 8, block_size = 4, kv_heads = 2, head_dim = 64, dtype = "fp16" }
    local b = pa.batch { cache = c, block_tables = { { 3, 1 } }, context_lens = { 8 }, heads = 4 }
    assert.are.same(b:reference():values(), b:reference():values())
  end)

  describe("one sequence of one token", function()
    for _, dtype in ipairs { "fp32", "fp16", "bf16" } do
      it("gives that token's V row exactly (" .. dtype .. ")", function()
        local c = H.cache { blocks = 8, block_size = 4, kv_heads = 3, head_dim = 128, dtype = dtype, seed = 3 }
        local b = pa.batch { cache = c, block_tables = { { 5 } }, context_lens = { 1 }, heads = 3 }
        local ref = b:reference():values()
        for h = 0, 2 do
          assert.are.same(c:row("v", 5, 0, h), row_of(ref, b, 0, h))
        end
      end)
    end
  end)

  describe("GQA", function()
    it("head h reads kv head h // group (one token: the V row of that kv head)", function()
      local c = H.cache { blocks = 4, block_size = 8, kv_heads = 4, head_dim = 64, seed = 8 }
      local b = pa.batch { cache = c, block_tables = { { 2 } }, context_lens = { 1 }, heads = 16 }
      assert.are.equal(4, b.group)
      local ref = b:reference():values()
      for h = 0, 15 do
        assert.are.same(c:row("v", 2, 0, h // 4), row_of(ref, b, 0, h), "head " .. h)
      end
      -- the mapping is not h % kv_heads: head 1 is in group 0, not kv head 1
      assert.are_not.same(c:row("v", 2, 0, 1), row_of(ref, b, 0, 1))
    end)

    it("matches the Lua computation with h // group over several tokens", function()
      local c = H.cache { blocks = 12, block_size = 4, kv_heads = 2, head_dim = 64, seed = 2 }
      local b = pa.batch { cache = c, allocator = pa.allocator("shuffled", c, { seed = 4 }),
        context_lens = { 9, 3 }, heads = 8, seed = 5 }
      local ref = b:reference():values()
      assert.is_true(H.max_abs_diff(lua_attention(b), ref) < 1e-9)
      -- and a wrong mapping would be told apart
      local wrong = lua_attention(b, { kv_of = function(h) return h % b.kv_heads end })
      assert.is_true(H.max_abs_diff(wrong, ref) > 1e-2)
    end)
  end)

  describe("matches the Lua computation", function()
    it("for fp32, mixed lengths, shuffled blocks", function()
      local c = H.cache { blocks = 24, block_size = 4, kv_heads = 2, head_dim = 64, dtype = "fp32", seed = 11 }
      local b = pa.batch { cache = c, allocator = pa.allocator("shuffled", c, { seed = 2 }),
        context_lens = { 1, 3, 4, 5, 13 }, heads = 4, seed = 6 }
      local diff = H.max_abs_diff(lua_attention(b), b:reference():values())
      assert.is_true(diff < 1e-9, "max difference " .. diff)
    end)

    it("for fp16", function()
      local c = H.cache { blocks = 8, block_size = 16, kv_heads = 1, head_dim = 128, dtype = "fp16", seed = 12 }
      local b = pa.batch { cache = c, allocator = pa.allocator("contiguous", c), context_lens = { 20, 7 },
        heads = 2, seed = 13 }
      local diff = H.max_abs_diff(lua_attention(b), b:reference():values())
      assert.is_true(diff < 1e-9, "max difference " .. diff)
    end)

    it("for bf16 with head_dim 256", function()
      local c = H.cache { blocks = 4, block_size = 8, kv_heads = 1, head_dim = 256, dtype = "bf16", seed = 14 }
      local b = pa.batch { cache = c, block_tables = { { 3, 0 } }, context_lens = { 11 }, seed = 15 }
      local diff = H.max_abs_diff(lua_attention(b), b:reference():values())
      assert.is_true(diff < 1e-9, "max difference " .. diff)
    end)

    it("differs from the computation for another batch seed (the query matters)", function()
      local c = H.cache { blocks = 8, block_size = 4, kv_heads = 1, head_dim = 64, seed = 1 }
      local b1 = pa.batch { cache = c, block_tables = { { 0, 1, 2 } }, context_lens = { 12 }, seed = 1 }
      local b2 = pa.batch { cache = c, block_tables = { { 0, 1, 2 } }, context_lens = { 12 }, seed = 2 }
      assert.is_true(H.max_abs_diff(b1:reference():values(), b2:reference():values()) > 1e-2)
    end)
  end)

  describe("-1 entries", function()
    it("a -1 block in the middle is skipped: same as the table without it", function()
      local c = H.cache { blocks = 16, block_size = 4, kv_heads = 2, head_dim = 64, seed = 21 }
      local holed = pa.batch { cache = c, block_tables = { { 3, -1, 5 }, { 9 } }, context_lens = { 12, 4 },
        heads = 4, seed = 7 }
      local packed = pa.batch { cache = c, block_tables = { { 3, 5 }, { 9 } }, context_lens = { 8, 4 },
        heads = 4, seed = 7 }
      local diff = H.max_abs_diff(holed:reference():values(), packed:reference():values())
      assert.is_true(diff < 1e-12, "max difference " .. diff)
    end)

    it("a -1 last block is skipped with its partial tokens", function()
      local c = H.cache { blocks = 16, block_size = 4, kv_heads = 1, head_dim = 64, seed = 22 }
      local holed = pa.batch { cache = c, block_tables = { { 6, -1 } }, context_lens = { 6 }, seed = 8 }
      local packed = pa.batch { cache = c, block_tables = { { 6 } }, context_lens = { 4 }, seed = 8 }
      assert.is_true(H.max_abs_diff(holed:reference():values(), packed:reference():values()) < 1e-12)
    end)

    it("leading -1 blocks are skipped", function()
      local c = H.cache { blocks = 16, block_size = 4, kv_heads = 1, head_dim = 64, seed = 23 }
      local holed = pa.batch { cache = c, block_tables = { { -1, -1, 2 } }, context_lens = { 10 }, seed = 9 }
      local packed = pa.batch { cache = c, block_tables = { { 2 } }, context_lens = { 2 }, seed = 9 }
      assert.is_true(H.max_abs_diff(holed:reference():values(), packed:reference():values()) < 1e-12)
    end)

    it("matches the Lua computation that skips them", function()
      local c = H.cache { blocks = 16, block_size = 4, kv_heads = 2, head_dim = 64, seed = 24 }
      local b = pa.batch { cache = c, block_tables = { { 1, -1, 4, -1, 8 } }, context_lens = { 19 }, heads = 2,
        seed = 10 }
      assert.is_true(H.max_abs_diff(lua_attention(b), b:reference():values()) < 1e-9)
    end)
  end)

  describe("scale", function()
    local c = H.cache { blocks = 8, block_size = 4, kv_heads = 1, head_dim = 64, seed = 31 }
    local function batch(scale)
      return pa.batch { cache = c, block_tables = { { 0, 5, 2 } }, context_lens = { 11 }, seed = 3, scale = scale }
    end

    it("defaults to 1/sqrt(head_dim)", function()
      local d = H.max_abs_diff(batch(nil):reference():values(), batch(1 / 8):reference():values())
      assert.are.equal(0, d)
    end)

    it("an explicit scale matches the Lua computation with it", function()
      for _, s in ipairs { 0.5, 0.03 } do
        local b = batch(s)
        H.assert_near(s, b.scale, s * 1e-7, "batch.scale") -- kept in float32, as kernels use it
        assert.is_true(H.max_abs_diff(lua_attention(b, { scale = b.scale }), b:reference():values()) < 1e-9)
      end
    end)

    it("changes the result", function()
      assert.is_true(H.max_abs_diff(batch(0.5):reference():values(), batch(2):reference():values()) > 1e-2)
    end)

    it("a tiny scale averages the V rows, whatever the query", function()
      local out = batch(1e-9):reference():values()
      local _, vs = tokens_of(batch(1), { { 0, 5, 2 } }, { 11 }, 0, 0)
      for d = 1, 64 do
        local mean = 0
        for _, v in ipairs(vs) do mean = mean + v[d] end
        H.assert_near(mean / #vs, out[d], 1e-6, "dim " .. d)
      end
    end)

    it("a huge scale picks the V row of the best-scoring token", function()
      local b = batch(1e4)
      local out = b:reference():values()
      local q = query_rows(b)(0, 0)
      local ks, vs = tokens_of(b, { { 0, 5, 2 } }, { 11 }, 0, 0)
      local best, best_i = -math.huge, nil
      for i, k in ipairs(ks) do
        local dot = 0
        for d = 1, 64 do dot = dot + q[d] * k[d] end
        if dot > best then best, best_i = dot, i end
      end
      assert.is_true(H.max_abs_diff(vs[best_i], out) < 1e-6)
    end)
  end)
end)
