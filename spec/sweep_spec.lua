-- The experiment helpers the scenarios and bench scripts share (lua/sweep.lua).
require "spec.helper"
local sweep = require "pa.sweep"

describe("sweep.matching", function()
  it("takes every name when given no patterns", function()
    assert.is_true(sweep.matching(nil)("long 1x4096"))
    assert.is_true(sweep.matching("")("seed000 2x60"))
  end)
  it("takes a name any comma-separated pattern finds", function()
    local want = sweep.matching("2x60,gqa%d+")
    assert.is_true(want("seed000 2x60"))
    assert.is_true(want("gqa16 1x65536"))
    assert.is_false(want("long 1x4096"))
  end)
  it("reads the patterns as Lua patterns", function()
    local want = sweep.matching("^long 1x4096$")
    assert.is_true(want("long 1x4096"))
    assert.is_false(want("long 1x4096 block1"))
  end)
end)

describe("sweep.layers_for", function()
  it("counts enough layers for the target bytes, within its bounds", function()
    assert.are.equal(4, sweep.layers_for(268435456))
    assert.are.equal(64, sweep.layers_for(491520))
    assert.are.equal(2, sweep.layers_for(2147483648))
    assert.are.equal(10, sweep.layers_for(1e8, {target = 1e9, max = 64}))
    assert.are.equal(2, sweep.layers_for(0))
  end)
end)

describe("sweep.mixed", function()
  it("spreads n lengths over lo..hi, the same on every call", function()
    local l = sweep.mixed(300, 20, 140)
    assert.are.equal(300, #l)
    local seen, lo, hi = {}, math.huge, 0
    for _, v in ipairs(l) do
      seen[v] = true
      lo, hi = math.min(lo, v), math.max(hi, v)
    end
    assert.are.same({ 20, 140 }, { lo, hi })
    local distinct = 0
    for _ in pairs(seen) do distinct = distinct + 1 end
    assert.are.equal(121, distinct)                 -- 7919 is prime to the range: every length
    assert.are.same(l, sweep.mixed(300, 20, 140))
    assert.are.same({ 5, 5 }, sweep.mixed(2, 5, 5))
  end)
end)

describe("bench.timing under --quick", function()
  local bench = require "pa.bench"

  it("trims the scenario's sample counts", function()
    local cuda = require("pa").backend() == "cuda"
    local t = bench.timing({quick = true}, {iters = 50, warmup = 10})
    assert.are.equal(cuda and 20 or 3, t.iters)
    assert.are.equal(cuda and 3 or 1, t.warmup)
  end)

  it("keeps the counts the command line gave", function()
    local t = bench.timing({quick = true, iters = 40, warmup = 6})
    assert.are.equal(40, t.iters)
    assert.are.equal(6, t.warmup)
  end)
end)

describe("sweep.launch_search's second look at auto", function()
  local targets = require "pa.targets"
  local shape = {heads = 8, kv_heads = 2, head_dim = 64, block_size = 16, dtype = "fp32"}
  local timing = {warmup = 0, iters = 2, l2 = "warm", layers = 1}

  it("times auto's launch and the best again, in turns, where auto is past the margin", function()
    local layers = sweep.layers({40, 100}, shape, 1)
    local margin = targets.AUTO_MARGIN
    -- a margin every auto passes, so that the search takes its second look
    targets.AUTO_MARGIN = 0
    local ok, r = pcall(sweep.launch_search, layers, layers[1]:reference(),
      setmetatable({recheck = 2}, {__index = timing}), {1, 2}, {})
    targets.AUTO_MARGIN = margin
    assert(ok, r)
    assert.is_truthy(r.again)
    assert.are.equal(2, r.again.rounds)
    assert.is_true(r.again.auto_us > 0 and r.again.auto_us < math.huge)
    assert.is_true(r.again.best_us > 0 and r.again.best_us < math.huge)
    local row = sweep.search_fields({}, r, layers[1].bytes, false)
    assert.are.equal(r.again.auto_us / r.again.best_us, row.auto_vs_best_again)
    assert.are.equal(2, row.again_rounds)
  end)

  it("takes none where not asked, or where auto is within the margin", function()
    local layers = sweep.layers({40, 100}, shape, 1)
    local r = sweep.launch_search(layers, layers[1]:reference(), timing, {1, 2}, {})
    assert.is_nil(r.again)
    local margin = targets.AUTO_MARGIN
    targets.AUTO_MARGIN = math.huge
    local ok, r2 = pcall(sweep.launch_search, layers, layers[1]:reference(),
      setmetatable({recheck = 2}, {__index = timing}), {1, 2}, {})
    targets.AUTO_MARGIN = margin
    assert(ok, r2)
    assert.is_nil(r2.again)
    assert.is_nil(sweep.search_fields({}, r2, layers[1].bytes, false).auto_vs_best_again)
  end)
end)
