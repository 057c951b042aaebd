-- pa.stats{} and pa.measure{}: the statistics core and the timing loop, pinned
-- with plain samples and a scripted fake clock.
local H = require "spec.helper"
local pa = H.pa

local EPS = 1e-12

describe("pa.stats", function()
  it("pins every figure for an even count {3, 1, 2, 10}", function()
    local s = pa.stats { 3, 1, 2, 10 }
    assert.are.equal(4, s.n)
    assert.are.equal(1, s.min)
    assert.are.equal(10, s.max)
    assert.are.equal(2.5, s.median)            -- mean of the middle two
    assert.are.equal(4, s.mean)
    H.assert_near(math.sqrt(50 / 3), s.stdev, EPS, "stdev (n - 1)")
    H.assert_near(7.9, s.p90, EPS, "p90 at rank 0.9 * 3 = 2.7")
    H.assert_near(math.sqrt(50 / 3) / 2.5, s.rel_spread, EPS, "rel_spread = stdev / median")
    assert.is_true(s.noisy)
  end)

  it("pins every figure for an odd count {5, 1, 3}", function()
    local s = pa.stats { 5, 1, 3 }
    assert.are.equal(3, s.n)
    assert.are.equal(1, s.min)
    assert.are.equal(5, s.max)
    assert.are.equal(3, s.median)
    assert.are.equal(3, s.mean)
    H.assert_near(2, s.stdev, EPS, "stdev")
    H.assert_near(4.6, s.p90, EPS, "p90 at rank 1.8")
    H.assert_near(2 / 3, s.rel_spread, EPS, "rel_spread")
  end)

  it("interpolates p90 linearly over ten samples", function()
    local s = pa.stats { 10, 9, 8, 7, 6, 5, 4, 3, 2, 1 }
    H.assert_near(9.1, s.p90, EPS, "p90 at rank 8.1")
    assert.are.equal(5.5, s.median)
    assert.are.equal(5.5, s.mean)
    H.assert_near(math.sqrt(82.5 / 9), s.stdev, EPS, "stdev")
  end)

  it("a single sample has zero spread and every figure equal to it", function()
    local s = pa.stats { 7.25 }
    assert.are.equal(1, s.n)
    for _, f in ipairs { "min", "max", "median", "mean", "p90" } do
      assert.are.equal(7.25, s[f], f)
    end
    assert.are.equal(0, s.stdev)
    assert.are.equal(0, s.rel_spread)
    assert.is_false(s.noisy)
  end)

  it("flags noise above 5 % and not below", function()
    local quiet = pa.stats { 100, 100, 101, 100 }
    assert.is_true(quiet.rel_spread < 0.05)
    assert.is_false(quiet.noisy)
    local loud = pa.stats { 100, 120, 80, 100 }
    assert.is_true(loud.rel_spread > 0.05)
    assert.is_true(loud.noisy)
  end)

  it("flags any spread about a median of 0 (a clock too coarse for the body)", function()
    local s = pa.stats { 0, 0, 100 }
    assert.are.equal(0, s.median)
    assert.are.equal(math.huge, s.rel_spread)
    assert.is_true(s.noisy)
    local still = pa.stats { 0, 0, 0 }
    assert.are.equal(0, still.rel_spread)
    assert.is_false(still.noisy)
  end)

  it("takes the spread against the median's size when the median is negative", function()
    local s = pa.stats { -1, -1, 5 }
    H.assert_near(s.stdev, s.rel_spread, EPS, "stdev / |median 1|")
    assert.is_true(s.noisy)
  end)

  it("keeps an even count's median between the middle two, at both ends of the range", function()
    local tiny = 4.9406564584124654e-324 -- the smallest subnormal: halving it gives 0
    assert.are.equal(tiny, pa.stats { tiny, tiny }.median)
    assert.are.equal(0, pa.stats { -1.7976931348623157e308, 1.7976931348623157e308 }.median)
  end)

  it("keeps the samples in their given order", function()
    local s = pa.stats { 3, 1, 2, 10 }
    assert.are.same({ 3, 1, 2, 10 }, s.samples)
  end)

  it("does not reorder the caller's table", function()
    local t = { 3, 1, 2 }
    pa.stats(t)
    assert.are.same({ 3, 1, 2 }, t)
  end)

  it("rejects an empty table", function()
    H.assert_error(function() pa.stats {} end, "non-empty")
  end)

  it("rejects a non-number sample, naming its position", function()
    H.assert_error(function() pa.stats { 1, "x", 3 } end, "sample 2", "number")
  end)

  it("rejects a NaN sample", function()
    H.assert_error(function() pa.stats { 1, 0 / 0 } end, "sample 2")
  end)

  it("rejects a non-table", function()
    H.assert_error(function() pa.stats(5) end, "table expected")
  end)
end)

-- a clock over virtual time: body and prepare advance it by scripted amounts
local function virtual(durations_us, opts)
  opts = opts or {}
  local warmup = opts.warmup or 0
  local now, bodies = 1000.0, 0
  local log = {}
  local args = {
    warmup = warmup,
    iters = #durations_us,
    clock = function()
      log[#log + 1] = "clock"
      return now
    end,
    body = function()
      log[#log + 1] = "body"
      bodies = bodies + 1
      if bodies > warmup then now = now + durations_us[bodies - warmup] * 1e-6 end
    end,
  }
  if opts.prepare then
    args.prepare = function()
      log[#log + 1] = "prepare"
      now = now + 5.0 -- five seconds that must never be counted
    end
  end
  return args, log
end

describe("pa.measure", function()
  it("samples are the clock's differences, in microseconds", function()
    local ticks = { 0, 3e-6, 10, 10 + 1e-6, 20, 20 + 2e-6, 30, 30 + 10e-6 }
    local i = 0
    local s = pa.measure {
      body = function() end,
      clock = function() i = i + 1; return ticks[i] end,
      iters = 4,
    }
    assert.are.equal(8, i)
    local want = { 3, 1, 2, 10 }
    assert.are.equal(4, #s.samples)
    for k = 1, 4 do H.assert_near(want[k], s.samples[k], 1e-6, "sample " .. k) end
  end)

  it("pins best-of, median, mean, stdev and p90 of samples {3, 1, 2, 10} us", function()
    local args = virtual { 3, 1, 2, 10 }
    local s = pa.measure(args)
    assert.are.equal(4, s.n)
    H.assert_near(1, s.min, 1e-6, "best-of")
    H.assert_near(10, s.max, 1e-6, "max")
    H.assert_near(2.5, s.median, 1e-6, "median")
    H.assert_near(4, s.mean, 1e-6, "mean")
    H.assert_near(math.sqrt(50 / 3), s.stdev, 1e-6, "stdev")
    H.assert_near(7.9, s.p90, 1e-6, "p90")
    assert.is_true(s.noisy)
  end)

  it("warm-up calls the body without reading the clock", function()
    local args, log = virtual({ 3, 1 }, { warmup = 3 })
    pa.measure(args)
    assert.are.same({ "body", "body", "body",
      "clock", "body", "clock",
      "clock", "body", "clock" }, log)
  end)

  it("warm-up iterations are not among the samples", function()
    local args = virtual({ 3, 1 }, { warmup = 3 })
    local s = pa.measure(args)
    assert.are.equal(2, s.n)
    assert.are.equal(2, #s.samples)
  end)

  it("prepare runs once before each sample, outside the timed region", function()
    local args, log = virtual({ 3, 1, 2 }, { prepare = true, warmup = 1 })
    local s = pa.measure(args)
    assert.are.same({ "body",
      "prepare", "clock", "body", "clock",
      "prepare", "clock", "body", "clock",
      "prepare", "clock", "body", "clock" }, log)
    -- prepare advanced the clock by 5 s each time: none of it shows
    local want = { 3, 1, 2 }
    for k = 1, 3 do H.assert_near(want[k], s.samples[k], 1e-5, "sample " .. k) end
  end)

  it("defaults to 10 iterations and no warm-up", function()
    local bodies = 0
    local t = 0
    local s = pa.measure {
      body = function() bodies = bodies + 1 end,
      clock = function() t = t + 1e-6; return t end,
    }
    assert.are.equal(10, s.n)
    assert.are.equal(10, bodies)
  end)

  it("with the real clock gives non-negative samples", function()
    local s = pa.measure { body = function() end, iters = 3 }
    assert.are.equal(3, s.n)
    assert.is_true(s.min >= 0)
  end)

  it("an error in the body propagates", function()
    H.assert_error(function() pa.measure { body = function() error("inner failure") end } end, "inner failure")
  end)

  it("rejects a clock that returns no number", function()
    H.assert_error(function()
      pa.measure { body = function() end, clock = function() return "soon" end }
    end, "clock", "number")
  end)

  it("rejects a clock that returns NaN or infinity, or runs backwards, naming the sample", function()
    for _, v in ipairs{0 / 0, math.huge, -math.huge} do
      local calls
      local msg = H.assert_error(function()
        calls = 0 -- assert_error calls this twice
        pa.measure { body = function() end, iters = 3, clock = function()
          calls = calls + 1
          return calls == 4 and v or calls
        end }
      end, "pa.measure", "clock returned", "sample 2", "finite")
      assert.is_falsy(msg:find("-nan", 1, true), msg)
    end
    local t
    H.assert_error(function()
      t = 10
      pa.measure { body = function() end, clock = function() t = t - 0.5 return t end }
    end, "pa.measure", "clock went back 0.5 s over sample 1", "must not decrease")
  end)

  it("rejects a missing body", function()
    H.assert_error(function() pa.measure { iters = 2 } end, "body", "function")
  end)

  it("rejects iters = 0 and warmup = -1, naming the field", function()
    H.assert_error(function() pa.measure { body = function() end, iters = 0 } end, "iters")
    H.assert_error(function() pa.measure { body = function() end, warmup = -1 } end, "warmup")
  end)

  it("rejects an unknown field", function()
    H.assert_error(function() pa.measure { body = function() end, iterations = 3 } end,
      "unknown field 'iterations'", "iters")
  end)

  it("rejects a clock or prepare that is not a function", function()
    H.assert_error(function() pa.measure { body = function() end, clock = 5 } end, "clock", "function")
    H.assert_error(function() pa.measure { body = function() end, prepare = 5 } end, "prepare", "function")
  end)
end)
