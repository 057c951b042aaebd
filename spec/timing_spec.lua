-- kernel:time(batch, opts): the timing loop's statistics and options.
local H = require "spec.helper"
local pa = H.pa
local bench = require "pa.bench"

local c = pa.cache { blocks = 24, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp16", seed = 1 }
local batch = pa.batch { cache = c, allocator = pa.allocator("shuffled", c), heads = 4,
  context_lens = { 100, 37, 1 } }

local function check_stats(s, iters)
  assert.are.equal(iters, s.n)
  assert.are.equal(iters, #s.samples)
  assert.is_true(s.min > 0, "min " .. tostring(s.min))
  assert.is_true(s.min <= s.median, "min <= median")
  assert.is_true(s.median <= s.p90, "median <= p90")
  assert.is_true(s.p90 <= s.max, "p90 <= max")
  assert.is_true(s.min <= s.mean and s.mean <= s.max, "min <= mean <= max")
  local lo, hi = math.huge, -math.huge
  for _, v in ipairs(s.samples) do lo, hi = math.min(lo, v), math.max(hi, v) end
  assert.are.equal(lo, s.min)
  assert.are.equal(hi, s.max)
  -- the same statistics pa.stats computes from the kept samples
  local again = pa.stats(s.samples)
  for _, f in ipairs { "median", "mean", "stdev", "p90", "rel_spread" } do
    H.assert_near(again[f], s[f], 1e-9 * math.max(1, math.abs(again[f])), f)
  end
  assert.are.equal(again.noisy, s.noisy)
end

describe("kernel:time", function()
  for _, l2 in ipairs { "warm", "cold" } do
    it("returns consistent statistics with l2 = " .. l2, function()
      local s = pa.kernel("split_kv", { splits = 2 }):time(batch, { warmup = 1, iters = 5, l2 = l2 })
      check_stats(s, 5)
      assert.are.equal(l2, s.l2)
      assert.are.equal(1, s.warmup)
    end)
  end

  it("gbps = bytes / (min * 1e3): bytes per microsecond over a thousand", function()
    local s = pa.kernel("paged", {}):time(batch, { warmup = 1, iters = 5, l2 = "warm" })
    assert.are.equal(batch.bytes, s.bytes)
    H.assert_near(batch.bytes / (s.min * 1e3), s.gbps, 1e-9 * s.gbps, "gbps")
    H.assert_near(batch.bytes / (s.median * 1e3), s.gbps_median, 1e-9 * s.gbps_median, "gbps_median")
  end)

  it("says what ran: kernel, splits, chunk, launch", function()
    local s = pa.kernel("split_kv", { splits = 3, chunk = 16 }):time(batch, { warmup = 0, iters = 2, l2 = "warm" })
    assert.are.equal("split_kv", s.kernel)
    assert.are.equal(3, s.splits)
    assert.are.equal(16, s.chunk)
    assert.is_string(s.launch)
    assert.is_truthy(s.launch:find("split_kv", 1, true))
    assert.are.equal(pa.backend(), s.backend)
    assert.is_false(s.graph)
  end)

  it("auto reports the kernel it resolved to", function()
    local s = pa.kernel("auto", {}):time(batch, { warmup = 0, iters = 2, l2 = "warm" })
    local plan = pa.kernel("auto", {}):plan(batch)
    assert.are.equal(plan.kernel, s.kernel)
    assert.are.equal(plan.splits, s.splits)
    assert.are_not.equal("auto", s.kernel)
  end)

  it("every kernel can be timed", function()
    for _, k in ipairs(pa.kernels()) do
      local s = pa.kernel(k.name, {}):time(batch, { warmup = 0, iters = 2, l2 = "warm" })
      check_stats(s, 2)
    end
  end)

  it("defaults to warmup 10 and a cold L2", function()
    local s = pa.kernel("paged", {}):time(batch, { iters = 2 })
    assert.are.equal(10, s.warmup)
    assert.are.equal("cold", s.l2)
    assert.are.equal(2, s.n)
  end)

  -- the cache a cold run flushes (twice its size) and the device line names:
  -- the largest data cache the kernel lists for cpu0, as lscpu reads it, not
  -- glibc's figure, which some virtual machines fill with the host's whole L3
  it("on the CPU, flushes for the last-level cache sysfs lists for cpu0", function()
    if pa.backend() ~= "cpu" then return end
    local function first_line(path)
      local f = io.open(path)
      if not f then return nil end
      local line = f:read("l")
      f:close()
      return line
    end
    local listed, top = nil, 0
    for i = 0, 15 do
      local dir = "/sys/devices/system/cpu/cpu0/cache/index" .. i .. "/"
      local level = tonumber(first_line(dir .. "level"))
      if not level then break end
      local kib = tonumber((first_line(dir .. "size") or ""):match("^(%d+)K$"))
      if kib and kib > 0 and first_line(dir .. "type") ~= "Instruction" and level > top then
        top, listed = level, kib * 1024
      end
    end
    local getconf = function(name)
      local p = io.popen("getconf " .. name .. " 2>/dev/null")
      local v = tonumber(p:read("a"):match("%d+"))
      p:close()
      return v and v > 0 and v or nil
    end
    local expected = listed or getconf("LEVEL3_CACHE_SIZE") or getconf("LEVEL2_CACHE_SIZE") or 32 * 1024 * 1024
    assert.are.equal(expected, pa.device().l2_bytes)
  end)

  it("takes graph = true, and says whether a graph ran (the CPU has none)", function()
    local s = pa.kernel("paged", {}):time(batch, { warmup = 0, iters = 2, l2 = "warm", graph = true })
    assert.are.equal(pa.backend() == "cuda", s.graph)
    check_stats(s, 2)
  end)

  -- read before and after the samples on a GPU; the host's clock is not pabench's to read
  it("reports the SM clock it ran at on a GPU, and none on the CPU", function()
    local s = pa.kernel("paged", {}):time(batch, { warmup = 0, iters = 3, l2 = "cold" })
    local peak = pa.device().sm_clock_khz
    if pa.backend() == "cuda" then
      assert.is_true(peak > 0)
      -- a clock above its peak or under a tenth of it is a misread stamp, not a slow GPU
      assert.is_true(s.sm_clock_mhz > peak / 1e4 and s.sm_clock_mhz < 1.05 * peak / 1e3, tostring(s.sm_clock_mhz))
      assert.are.equal(math.min(s.sm_clock_start_mhz, s.sm_clock_end_mhz), s.sm_clock_mhz)
    else
      assert.is_nil(peak)
      assert.is_nil(s.sm_clock_mhz)
      assert.is_nil(s.sm_clock_start_mhz)
    end
  end)

  it("leaves a following run correct", function()
    local k = pa.kernel("gqa", { splits = 2 })
    k:time(batch, { warmup = 1, iters = 2, l2 = "warm" })
    assert.is_true(k:run(batch):max_abs_err(batch:reference()) < 2e-2)
  end)

  describe("a list of batches (the layers of a step)", function()
    local big = pa.cache { blocks = 64, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp16", seed = 2 }
    local alloc = pa.allocator("shuffled", big)
    local l1 = pa.batch { cache = big, allocator = alloc, heads = 4, context_lens = { 300, 20 }, seed = 1 }
    local l2 = pa.batch { cache = big, allocator = alloc, heads = 4, context_lens = { 100, 20 }, seed = 2 }

    it("times them in one sample and reports per layer", function()
      local k = pa.kernel("gqa", {})
      local s = k:time({ l1, l2 }, { warmup = 1, iters = 5, l2 = "warm" })
      check_stats(s, 5)
      assert.are.equal(2, s.layers)
      assert.are.equal((l1.bytes + l2.bytes) / 2, s.bytes)
      H.assert_near(s.bytes / (s.min * 1e3), s.gbps, 1e-9 * s.gbps, "gbps")
      assert.are.equal(1, k:time(l1, { warmup = 0, iters = 1, l2 = "warm" }).layers)
    end)

    it("divides the sample by the layer count", function()
      local k = pa.kernel("paged", {})
      local eight = {}
      for i = 1, 8 do eight[i] = l1 end
      local one = k:time(l1, { warmup = 2, iters = 9, l2 = "warm" }).median
      local per = k:time(eight, { warmup = 1, iters = 9, l2 = "warm" }).median
      assert.is_true(per < 3 * one, string.format("per layer %.1f us against %.1f us alone", per, one))
    end)

    it("takes graph = true", function()
      local s = pa.kernel("split_kv", { splits = 2 }):time({ l1, l2, l1 }, { warmup = 0, iters = 2, graph = true })
      assert.are.equal(3, s.layers)
      assert.are.equal(pa.backend() == "cuda", s.graph)
    end)

    it("lets layers with layer 1's block table and lengths read its copy, unless tables = 'own'", function()
      local k = pa.kernel("gqa", { splits = 2 })
      local opts = { warmup = 0, iters = 2, l2 = "warm" }
      local three = bench.sibling_layers(l1, 3)
      assert.are.equal(2, k:time(three, opts).shared_tables)
      opts.tables = "own"
      assert.are.equal(0, k:time(three, opts).shared_tables)
      opts.tables = "shared"
      -- l2's table differs from l1's: it keeps its own, l1 again shares
      assert.are.equal(1, k:time({ l1, l2, l1 }, opts).shared_tables)
      assert.are.equal(0, k:time(l1, opts).shared_tables)
      bench.free_layers(three, 2)
    end)

    it("runs every layer right after timing them with a shared table", function()
      local k = pa.kernel("split_kv", { splits = 3 })
      local three = bench.sibling_layers(l1, 3)
      k:time(three, { warmup = 1, iters = 2 })
      for _, b in ipairs(three) do
        assert.is_true(k:run(b):max_abs_err(b:reference()) < 2e-2)
      end
      bench.free_layers(three, 2)
    end)

    it("rejects tables other than shared or own, listing both", function()
      H.assert_error(function() pa.kernel("paged"):time({ l1 }, { iters = 1, tables = "some" }) end,
        "tables", "some", "own", "shared")
    end)

    it("rejects an empty list", function()
      H.assert_error(function() pa.kernel("paged"):time({}, { iters = 1 }) end, "1 to 4096")
    end)
    it("rejects an element that is not a batch, naming its place", function()
      H.assert_error(function() pa.kernel("paged"):time({ l1, c }, { iters = 1 }) end, "layer 2", "not a batch")
    end)
    it("rejects layers of different shapes, showing both", function()
      H.assert_error(function() pa.kernel("paged"):time({ l1, batch }, { iters = 1 }) end,
        "layer 2 differs from layer 1", "heads 4/2", "head_dim 64")
      local other = pa.batch { cache = big, allocator = alloc, heads = 2, context_lens = { 5, 5 } }
      H.assert_error(function() pa.kernel("paged"):time({ l1, other }, { iters = 1 }) end, "heads 2/2", "heads 4/2")
    end)
    it("rejects a freed batch among them", function()
      local gone = pa.batch { cache = big, allocator = alloc, heads = 4, context_lens = { 5, 5 } }
      gone:free()
      H.assert_error(function() pa.kernel("paged"):time({ l1, gone }, { iters = 1 }) end, "freed")
    end)
  end)

  describe("bench.layers_of (a scenario's --layers)", function()

    it("makes layers of the batch's shape, lengths and block table over pools of their own", function()
      local l = bench.layers_of(batch, 3)
      assert.are.equal(3, #l)
      assert.are.equal(batch, l[1])
      for i = 2, 3 do
        assert.are_not.equal(batch.cache, l[i].cache)
        assert.are.same(batch:block_table(), l[i]:block_table())
        assert.are.same(batch.context_lens, l[i].context_lens)
        assert.are.equal(batch.bytes, l[i].bytes)
        -- other data: the same kernel gives another answer, each right for its own layer
        local out = pa.kernel("paged"):run(l[i])
        assert.is_true(out:max_abs_err(l[i]:reference()) < 2e-2)
        assert.is_true(out:max_abs_err(batch:reference()) > 1e-2)
      end
    end)

    it("makes them once per batch and count, and returns a lone batch for one layer", function()
      assert.are.equal(bench.layers_of(batch, 2), bench.layers_of(batch, 2))
      assert.are.equal(batch, bench.layers_of(batch, 1))
    end)

    it("gives the last batch's layers back when another batch asks", function()
      local old = bench.layers_of(batch, 2)
      local old_pool = old[2].cache
      local other = pa.batch { cache = c, allocator = pa.allocator("contiguous", c), heads = 4,
                               context_lens = { 9 } }
      local new = bench.layers_of(other, 2)
      assert.are.equal(other, new[1])
      assert.are.equal("released", old_pool.backend)
      H.assert_error(function() pa.kernel("paged"):run(old[2]) end, "freed")
      assert.is_true(pa.kernel("paged"):run(new[2]):max_abs_err(new[2]:reference()) < 2e-2)
      local new_pool = new[2].cache
      bench.release_layers()
      assert.are.equal("released", new_pool.backend)
    end)

    it("counts layers for 1 GB when asked for 0, at least two, at most 64", function()
      assert.are.equal(4, bench.layer_count({layers = 4}, 1e6))
      assert.are.equal(64, bench.layer_count({layers = 0}, 1e6))
      assert.are.equal(2, bench.layer_count({layers = 0}, 4e9))
      assert.are.equal(10, bench.layer_count({layers = 0}, 1e8))
    end)
  end)

  describe("rejects", function()
    local k = pa.kernel("paged", {})
    it("iters = 0", function()
      H.assert_error(function() k:time(batch, { iters = 0 }) end, "iters")
    end)
    it("warmup = -1", function()
      H.assert_error(function() k:time(batch, { warmup = -1, iters = 1 }) end, "warmup")
    end)
    it("l2 = 'lukewarm', listing warm and cold", function()
      H.assert_error(function() k:time(batch, { iters = 1, l2 = "lukewarm" }) end, "l2", "lukewarm", "warm", "cold")
    end)
    it("an unknown field, listing the known ones", function()
      H.assert_error(function() k:time(batch, { iters = 1, repeats = 3 }) end,
        "unknown field 'repeats'", "warmup", "iters", "graph", "l2", "tables")
    end)
    it("graph that is not a boolean", function()
      H.assert_error(function() k:time(batch, { iters = 1, graph = "yes" }) end, "graph", "boolean")
    end)
    it("options that are not a table", function()
      H.assert_error(function() k:time(batch, 5) end, "table")
    end)
    it("something that is not a batch", function()
      H.assert_error(function() k:time(c, { iters = 1 }) end, "pa.batch")
    end)
  end)
end)
