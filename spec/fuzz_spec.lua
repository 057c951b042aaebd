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
