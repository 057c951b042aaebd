-- pa.crossover: the long-context verdict, pinned on rows made up to the case
local crossover = require "pa.crossover"

local SPLITTERS = {split_kv = true, gqa = true}

-- rows of one batch size: spec[len] = {paged_us, split_us, splits}; a nil time
-- is a run that gave no correct answer
local function rows(spec)
  local out = {}
  for len, s in pairs(spec) do
    out[#out + 1] = {kernel = "paged", ctx = len, us = s[1], splits = 1}
    out[#out + 1] = {kernel = "split_kv", ctx = len, us = s[2], splits = s[3] or 4,
                     speedup = s[1] and s[2] and s[1] / s[2] or nil}
  end
  return out
end

local function line(r)
  return crossover.line(1, r, {kernels = {"paged", "split_kv"}, splitters = SPLITTERS, base = "paged",
                               first = 512, last = 8192})
end

describe("pa.crossover", function()
  it("finds the shortest length from which the split kernel wins at every longer one", function()
    local c = crossover.find(rows{[512] = {10, 12}, [1024] = {20, 15}, [2048] = {40, 41}, [4096] = {80, 50},
                                  [8192] = {160, 90}}, "split_kv", "paged")
    assert.are.equal(4096, c.from)
    assert.are.equal(8192, c.longest)
    assert.are.equal(80 / 50, c.speedup_at_from)
    assert.is_nil(c.wrong_at)
  end)

  it("does not count a run with one split as splitting", function()
    local c = crossover.find(rows{[512] = {10, 5, 1}, [1024] = {20, 10, 1}}, "split_kv", "paged")
    assert.is_nil(c.from)
    assert.is_false(c.ever_split)
    assert.is_truthy(line(rows{[512] = {10, 5, 1}, [1024] = {20, 10, 1}}):find("split_kv never split", 1, true))
  end)

  it("says the base stays ahead only where it ran correctly at every length", function()
    local all = rows{[512] = {10, 12}, [8192] = {160, 170}}
    local text = line(all)
    assert.is_truthy(text:find("none in 512..8192, paged stays ahead", 1, true), text)
    -- the base wrong at the longest length: a split kernel slower at the
    -- shorter one is no verdict on the longer
    local gap = rows{[512] = {10, 12}, [8192] = {nil, 170}}
    text = line(gap)
    assert.is_falsy(text:find("stays ahead", 1, true), text)
    assert.is_truthy(text:find("none where paged ran correctly", 1, true), text)
    assert.is_truthy(text:find("paged gave no correct run at 8192, left out", 1, true), text)
    local _, found = line(gap)
    assert.are.same({8192}, found[1].base_left_out)
  end)

  it("leaves out a length where the base failed instead of ending the crossover there", function()
    local c = crossover.find(rows{[512] = {10, 12}, [1024] = {20, 15}, [2048] = {nil, 30}, [4096] = {80, 50}},
                             "split_kv", "paged")
    assert.are.equal(1024, c.from)
    local text = line(rows{[512] = {10, 12}, [1024] = {20, 15}, [2048] = {nil, 30}, [4096] = {80, 50}})
    assert.is_truthy(text:find("splitting beats paged from KV length 1024", 1, true), text)
    assert.is_truthy(text:find("paged gave no correct run at 2048, left out", 1, true), text)
  end)

  it("names the length where the split kernel itself gave no correct run", function()
    local r = rows{[512] = {10, 8}, [1024] = {20, 15}, [2048] = {40, nil}, [4096] = {80, 50}}
    local c = crossover.find(r, "split_kv", "paged")
    assert.are.equal(4096, c.from)
    assert.are.equal(2048, c.wrong_at)
    local text = line(rows{[512] = {10, 8}, [8192] = {160, nil}})
    assert.is_truthy(text:find("split_kv gave no correct run at 8192", 1, true), text)
    assert.is_falsy(text:find("not faster", 1, true), text)
  end)

  it("names the length below a crossover where the split kernel gave no correct run: it may have won there", function()
    local text = line(rows{[512] = {10, 8}, [1024] = {20, 15}, [2048] = {40, nil}, [4096] = {80, 50}})
    assert.is_truthy(text:find("split_kv from 4096: 1.60x there, 1.60x at 4096, no correct run at 2048", 1, true), text)
  end)
end)
