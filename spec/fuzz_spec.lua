-- pa.fuzz: the configurations `pabench check --random` draws.
local H = require "spec.helper"
local pa = H.pa
local fuzz = require "pa.fuzz"

-- Lua's generator as check seeds it: one (seed, index) pair a configuration
local function draw(seed, i)
  math.randomseed(seed, i)
  return fuzz.draw(math.random)
end

describe("pa.fuzz", function()
  it("draws configurations the API takes, within the work bound, over the whole space", function()
    local seen = {layout = {}, group = {}, block_size = {}, dtype = {}, layers = {}, batch = {}}
    for i = 1, 400 do
      local c = draw(1, i)
      local tokens = 0
      for _, l in ipairs(c.lens) do
        assert.is_true(math.type(l) == "integer" and l >= 1, "a length of " .. tostring(l))
        tokens = tokens + l
      end
      assert.is_true(#c.lens >= 1 and #c.lens <= 512)
      local longest = math.max(table.unpack(c.lens))
      assert.is_true(longest * #c.lens * c.kv_heads * c.group * c.head_dim <= fuzz.MAX_WORK,
        fuzz.describe(c))
      local blocks = 4
      for _, l in ipairs(c.lens) do blocks = blocks + (l + c.block_size - 1) // c.block_size end
      local bytes = 2 * blocks * c.block_size * c.kv_heads * c.head_dim * (c.dtype == "fp32" and 4 or 2)
      assert.is_true(bytes <= fuzz.MAX_POOL_BYTES or c.block_size == 1, fuzz.describe(c))
      for _, l in ipairs(c.launches) do
        local ok, err = pcall(pa.kernel, l[1], l[2])
        assert.is_true(ok, fuzz.launch_name(l) .. ": " .. tostring(err))
      end
      for k in pairs(seen) do if k ~= "batch" then seen[k][c[k]] = true end end
      seen.batch[1] = seen.batch[1] or #c.lens == 1
      seen.batch[300] = seen.batch[300] or #c.lens > 256
    end
    for _, layout in ipairs{"contiguous", "shuffled", "fragmented", "holes", "shared"} do
      assert.is_true(seen.layout[layout], layout)
    end
    for _, v in ipairs{1, 3, 16} do assert.is_true(seen.group[v], "group " .. v) end
    assert.is_true(seen.batch[1] and seen.batch[300], "batches of 1 and past 256 sequences")
    for _, v in ipairs{1, 16, 1024} do assert.is_true(seen.block_size[v], "block size " .. v) end
    for _, v in ipairs{"fp16", "bf16", "fp32"} do assert.is_true(seen.dtype[v], v) end
    assert.is_true(seen.layers[1] and seen.layers[3], "alone and as the 3 layers of a step")
  end)

  it("is the same configuration for the same seed and index, and another for another", function()
    assert.are.same(draw(7, 3), draw(7, 3))
    assert.are_not.same(draw(7, 3), draw(7, 4))
    assert.are_not.same(draw(7, 3), draw(8, 3))
  end)

  it("builds holed tables that skip blocks but never a sequence's first, and shared ones with one prefix", function()
    local found = {holes = false, shared = false}
    for i = 1, 300 do
      local c = draw(2, i)
      if (c.layout == "holes" or c.layout == "shared") and not found[c.layout] and #c.lens >= 2 then
        local batch, cache = fuzz.build(c, pa)
        local t = batch:block_table()
        if c.layout == "holes" then
          local holes = 0
          for b = 1, #t do
            assert.is_true(t[b][1] >= 0)
            for j = 1, #t[b] do if t[b][j] == -1 then holes = holes + 1 end end
          end
          found.holes = holes > 0
        else
          for b = 2, #t do assert.are.equal(t[1][1], t[b][1]) end
          found.shared = true
        end
        -- the reference reads something of every sequence
        local ref = batch:reference()
        assert.is_true(ref:get(1, 1, 1) == ref:get(1, 1, 1))
        batch:free()
        cache:close()
      end
    end
    assert.is_true(found.holes, "no holed table drawn with a hole")
    assert.is_true(found.shared, "no shared table drawn")
  end)
end)

describe("pa.fuzz decode steps (scenarios/auto.lua)", function()
  local LO, HI = 256 * 1000, 1100 * 1000 * 1000
  local function step(seed, n, dtypes)
    math.randomseed(seed, n)
    return fuzz.draw_step(math.random, LO, HI, dtypes)
  end
  local function bytes(s)
    local t = 0
    for _, l in ipairs(s.lens) do t = t + l end
    return t * fuzz.token_bytes(s)
  end

  it("draws steps the API takes, within the largest size, over sizes from the least to the largest", function()
    local seen = {dtype = {}, group = {}, block_size = {}, allocator = {}, head_dim = {}}
    local small, large, mixed = 0, 0, 0
    for n = 1, 400 do
      local s = step(1, n)
      assert.is_true(#s.lens >= 1 and #s.lens <= 256, fuzz.describe_step(s))
      for _, l in ipairs(s.lens) do assert.is_true(math.type(l) == "integer" and l >= 1, fuzz.describe_step(s)) end
      assert.are.equal(s.kv_heads * s.group, s.heads)
      assert.is_true(bytes(s) <= HI, fuzz.describe_step(s))
      if bytes(s) < 4 * LO then small = small + 1 end
      if bytes(s) > HI / 4 then large = large + 1 end
      if s.mixed then mixed = mixed + 1 end
      for k in pairs(seen) do seen[k][s[k]] = true end
    end
    -- evenly over the logarithm: about 1 in 7 in each of these ends
    assert.is_true(small > 20 and large > 20, small .. " small, " .. large .. " large")
    assert.is_true(mixed > 60 and mixed < 180, mixed .. " mixed")
    for _, v in ipairs{"fp16", "bf16", "fp32"} do assert.is_true(seen.dtype[v], v) end
    for _, v in ipairs{1, 2, 4, 5, 8, 16} do assert.is_true(seen.group[v], "group " .. v) end
    for _, v in ipairs{1, 8, 16, 32, 64, 256} do assert.is_true(seen.block_size[v], "block " .. v) end
    for _, v in ipairs{"shuffled", "fragmented", "contiguous"} do assert.is_true(seen.allocator[v], v) end
    for _, v in ipairs{64, 128, 256} do assert.is_true(seen.head_dim[v], "head_dim " .. v) end
  end)

  it("draws a step no smaller than a token a sequence where the largest size holds less", function()
    for n = 1, 50 do
      math.randomseed(4, n)
      local s = fuzz.draw_step(math.random, 1, 100)
      for _, l in ipairs(s.lens) do assert.are.equal(1, l, fuzz.describe_step(s)) end
    end
  end)

  it("draws a step from its seed and number alone", function()
    local a, b = step(7, 3), step(7, 3)
    assert.are.same(a, b)
    assert.are_not.same(a, step(7, 4))
    assert.are_not.same(a, step(8, 3))
  end)

  it("keeps to the types asked for, by the same weights", function()
    local counts = {}
    for n = 1, 300 do
      local s = step(2, n, {fp16 = true, fp32 = true})
      counts[s.dtype] = (counts[s.dtype] or 0) + 1
    end
    assert.is_nil(counts.bf16)
    -- 6 to 1
    assert.is_true(counts.fp16 > 3 * counts.fp32 and counts.fp32 > 10, counts.fp16 .. " fp16, " .. counts.fp32)
  end)

  it("describes a step by its shape and lengths", function()
    local s = {dtype = "bf16", head_dim = 128, heads = 32, kv_heads = 8, block_size = 16, allocator = "shuffled",
               lens = {100, 300}, mixed = true}
    assert.are.equal("bf16 D128 32/8 bs16 shuf 2x~200", fuzz.describe_step(s))
    s.lens, s.mixed = {512, 512, 512}, false
    assert.are.equal("bf16 D128 32/8 bs16 shuf 3x512", fuzz.describe_step(s))
    assert.are.equal(2 * 8 * 128 * 2, fuzz.token_bytes(s))
  end)
end)
