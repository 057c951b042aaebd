-- Named ranges for Nsight (pa.range, lua/init.lua; the scenarios' rows through
-- sweep.measure_all). NVTX itself only records with a tool attached, so these
-- specs watch the two primitives pa.range calls, pa._range_push and
-- pa._range_pop; bench/runs/ holds the run that profiled a range under ncu.
local H = require "spec.helper"
local pa = H.pa
local sweep = require "pa.sweep"

-- runs fn with the primitives recording into a log: {"push name", "pop", ...}
local function recorded(fn)
  local log = {}
  local push, pop = pa._range_push, pa._range_pop
  pa._range_push = function(name) log[#log + 1] = "push " .. name end
  pa._range_pop = function() log[#log + 1] = "pop" end
  local ok, err = pcall(fn, log)
  pa._range_push, pa._range_pop = push, pop
  if not ok then error(err, 0) end
  return log
end

describe("pa.range", function()
  it("returns what f returns, every value, given the arguments after f", function()
    local a, b, c, n = pa.range("r", function(...) return select(1, ...), nil, "z", select("#", ...) end, 7, nil)
    assert.are.equal(7, a)
    assert.is_nil(b)
    assert.are.equal("z", c)
    assert.are.equal(2, n)
  end)

  it("pushes the name before f runs and pops after it returns, ranges nesting", function()
    local log = recorded(function(log)
      pa.range("outer", function()
        log[#log + 1] = "body"
        pa.range("inner", function() log[#log + 1] = "inner body" end)
      end)
    end)
    assert.are.same({"push outer", "body", "push inner", "inner body", "pop", "pop"}, log)
  end)

  it("pops when f raises, and passes the error on as it was raised", function()
    local thrown = {reason = "a table error object"}
    local log = recorded(function()
      local ok, err = pcall(pa.range, "t", function() error(thrown) end)
      assert.is_false(ok)
      assert.are.equal(thrown, err) -- the same object, not a copy or a message
      local line = debug.getinfo(1, "l").currentline + 1
      ok, err = pcall(pa.range, "s", function() error("boom") end)
      assert.is_false(ok)
      -- the position is f's own line, as without the range
      assert.is_truthy(err:find("range_spec.lua:" .. line .. ": boom", 1, true), err)
    end)
    assert.are.same({"push t", "pop", "push s", "pop"}, log)
  end)

  it("takes a callable table as f", function()
    local f = setmetatable({}, {__call = function(_, x) return x * 2 end})
    assert.are.equal(10, pa.range("c", f, 5))
  end)

  it("refuses a name that is not a string and an f that cannot be called, pushing nothing", function()
    local log = recorded(function()
      H.assert_error(function() pa.range(1, print) end, "pa.range", "name must be a string", "number")
      H.assert_error(function() pa.range("x") end, "pa.range", "f must be a function", "nil")
      H.assert_error(function() pa.range("x", {}) end, "f must be a function", "table")
    end)
    assert.are.same({}, log)
  end)

  it("runs with no tool attached, the primitives themselves", function()
    assert.are.equal("ok", pa.range("real NVTX", function() return "ok" end))
    pa._range_push("pushed and popped by hand")
    pa._range_pop()
    H.assert_error(function() pa._range_push({}) end, "string expected")
  end)
end)

describe("sweep.range_name", function()
  it("is the label, then the row's naming fields as key=value in key order", function()
    assert.are.equal("gqa/16 config=long 1x65536", sweep.range_name("gqa/16", {config = "long 1x65536"}))
    assert.are.equal("paged batch=8 seq_len=512", sweep.range_name("paged", {seq_len = 512, batch = 8}))
  end)
  it("leaves out bytes and what is not a plain value", function()
    assert.are.equal("split_kv ctx=4096",
      sweep.range_name("split_kv", {ctx = 4096, bytes = 1e6, samples = {1, 2}}))
    assert.are.equal("auto", sweep.range_name("auto", nil))
  end)
end)

describe("sweep.measure_all", function()
  it("measures each row inside a range named after it", function()
    local cache = pa.cache{blocks = 64, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp32", seed = 1}
    local alloc = pa.allocator("shuffled", cache, {seed = 2})
    local batch = pa.batch{cache = cache, allocator = alloc, heads = 4, context_lens = {40, 17}, seed = 3}
    local ref = batch:reference()
    local rows
    local log = recorded(function()
      rows = sweep.measure_all({{name = "paged"}, {name = "gqa", opts = {splits = 2}, label = "gqa/2"}}, batch, ref,
        {warmup = 0, iters = 2, layers = 1}, {config = "tiny", bytes = batch.bytes})
    end)
    assert.are.same({"push paged config=tiny", "pop", "push gqa/2 config=tiny", "pop"}, log)
    assert.are.equal("yes", rows[1].correct)
    assert.are.equal("yes", rows[2].correct)
    assert.is_number(rows[2].us)
  end)
end)
