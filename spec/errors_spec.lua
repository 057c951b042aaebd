-- The remaining bad input: every error names the argument or field and what
-- it may be.
local H = require "spec.helper"
local pa = H.pa

local KERNELS = { "naive", "gather", "paged_scalar", "paged", "split_kv", "gqa", "auto" }

describe("errors", function()
  describe("pa.kernel", function()
    it("an unknown kernel name lists the kernel names", function()
      local msg = H.assert_error(function() return pa.kernel("flash") end, "flash")
      for _, name in ipairs(KERNELS) do
        assert.is_truthy(msg:find(name, 1, true), "message does not list " .. name .. ": " .. msg)
      end
    end)

    it("a kernel name that is not a string", function()
      H.assert_error(function() return pa.kernel({}) end, "string")
    end)

    it("chunk = 3 (not a power of two)", function()
      H.assert_error(function() return pa.kernel("paged", { chunk = 3 }) end, "chunk", "power of two", "512")
    end)

    it("chunk = 0", function()
      H.assert_error(function() return pa.kernel("paged", { chunk = 0 }) end, "chunk", "1..512")
    end)

    it("chunk = 1024 (beyond the largest)", function()
      H.assert_error(function() return pa.kernel("paged", { chunk = 1024 }) end, "chunk", "512")
    end)

    it("splits = 0", function()
      H.assert_error(function() return pa.kernel("split_kv", { splits = 0 }) end, "splits", "1..")
    end)

    it("pa.kernel_limits are the bounds pa.kernel takes, and one past them is refused", function()
      local lim = pa.kernel_limits
      assert.is_true(math.type(lim.chunk) == "integer" and math.type(lim.splits) == "integer")
      assert.is_truthy(pa.kernel("paged", { chunk = lim.chunk }))
      assert.is_truthy(pa.kernel("split_kv", { splits = lim.splits }))
      H.assert_error(function() return pa.kernel("paged", { chunk = 2 * lim.chunk }) end, "chunk", tostring(lim.chunk))
      H.assert_error(function() return pa.kernel("split_kv", { splits = lim.splits + 1 }) end, "splits",
        tostring(lim.splits))
    end)

    it("splits = 'many', saying 'auto' is allowed", function()
      H.assert_error(function() return pa.kernel("split_kv", { splits = "many" }) end, "splits", "many", "auto")
    end)

    it("splits = 2.5", function()
      H.assert_error(function() return pa.kernel("split_kv", { splits = 2.5 }) end, "splits", "integer")
    end)

    it("threads = 33 (not a multiple of 32)", function()
      H.assert_error(function() return pa.kernel("paged", { threads = 33 }) end, "threads", "multiple of 32")
    end)

    it("threads = 16 (below 32)", function()
      H.assert_error(function() return pa.kernel("paged", { threads = 16 }) end, "threads", "32")
    end)

    it("an unknown option, listing the known ones", function()
      H.assert_error(function() return pa.kernel("paged", { chunks = 16 }) end,
        "unknown field 'chunks'", "chunk", "splits", "threads")
    end)

    it("an option the kernel has no use for, naming the kernels that take it", function()
      for _, name in ipairs{"naive", "gather", "paged_scalar", "paged"} do
        H.assert_error(function() return pa.kernel(name, { splits = 4 }) end,
          name .. " reads each sequence in one pass and takes no 'splits' (got 4", "split_kv, gqa and auto")
        -- one split, or whatever the kernel does, is what it does anyway
        assert.are.equal(1, #{pa.kernel(name, { splits = 1 }), pa.kernel(name, { splits = "auto" })} - 1)
      end
      for _, name in ipairs{"naive", "gather"} do
        H.assert_error(function() return pa.kernel(name, { chunk = 16 }) end, name .. " takes no 'chunk' (got 16)",
          "paged_scalar, paged, split_kv, gqa and auto")
        H.assert_error(function() return pa.kernel(name, { threads = 64 }) end, name .. " takes no 'threads' (got 64)")
      end
      for _, name in ipairs{"split_kv", "gqa", "auto"} do
        assert.are.equal(4, pa.kernel(name, { splits = 4, chunk = 16 }).splits)
      end
    end)

    it("options that are not a table", function()
      H.assert_error(function() return pa.kernel("paged", 16) end, "table")
    end)

    it("kernel:run on something that is not a batch", function()
      local k = pa.kernel("paged", {})
      H.assert_error(function() return k:run(5) end, "pa.batch")
      H.assert_error(function() return k:run(H.cache()) end, "pa.batch")
      H.assert_error(function() return k:run() end, "pa.batch")
    end)

    it("kernel:plan on something that is not a batch", function()
      H.assert_error(function() return pa.kernel("auto", {}):plan({}) end, "pa.batch")
    end)

    it("a method called on the wrong object", function()
      local k = pa.kernel("paged", {})
      H.assert_error(function() return k.run(H.cache(), H.cache()) end, "pa.kernel")
    end)
  end)

  describe("fields", function()
    it("an object indexed by anything but a name answers nil, as a table would", function()
      local c = pa.cache { blocks = 4, block_size = 16, kv_heads = 1, head_dim = 64 }
      local a = pa.allocator("shuffled", c)
      local b = pa.batch { cache = c, block_tables = { { 0 } }, context_lens = { 3 } }
      for _, obj in ipairs { c, a, a:allocate(3), b, pa.kernel("paged"), b:reference() } do
        for _, key in ipairs { true, 1, 2.5, {}, print } do
          assert.is_nil(obj[key], tostring(obj) .. "[" .. tostring(key) .. "]")
        end
      end
      assert.are.equal(4, c.blocks)
    end)

    it("a list with a value under a name or past a hole is refused, not read short", function()
      local c = pa.cache { blocks = 4, block_size = 16, kv_heads = 1, head_dim = 64 }
      local function batch(tables) return pa.batch { cache = c, block_tables = tables, context_lens = { 20 } } end
      H.assert_error(function() return batch { { 0, 1, x = 2 } } end, "block_tables[1]", "plain array", "[x]")
      H.assert_error(function() return batch { { 0, 1, [4] = 2 } } end, "block_tables[1]", "plain array", "[4]")
      H.assert_error(function() return batch { { 0, 1 }, layer = 2 } end, "block_tables must", "plain array", "[layer]")
      local b, k = batch { { 0, 1 } }, pa.kernel("paged")
      H.assert_error(function() return k:time({ b, b, warmup = 3 }, { iters = 1 }) end, "list of layers", "[warmup]")
      H.assert_error(function() return pa.stats { 1, 2, n = 5 } end, "pa.stats", "samples", "[n]")
      assert.are.equal(3, pa.stats { 1, 2, 3 }.n)
    end)
  end)

  describe("pa.allocator", function()
    it("an unknown kind lists the kinds", function()
      local c = H.cache()
      local msg = H.assert_error(function() return pa.allocator("buddy", c) end, "buddy")
      for _, kind in ipairs { "contiguous", "shuffled", "fragmented" } do
        assert.is_truthy(msg:find(kind, 1, true), "message does not list " .. kind .. ": " .. msg)
      end
    end)

    it("a closed cache", function()
      local c = H.cache()
      c:close()
      H.assert_error(function() return pa.allocator("shuffled", c) end, "#2", "cache was closed")
    end)
  end)

  describe("pa.use", function()
    it("an unknown backend lists the choices", function()
      local before = pa.backend()
      local msg = H.assert_error(function() return pa.use("gpu") end, "gpu")
      for _, name in ipairs { "cpu", "cuda", "auto" } do
        assert.is_truthy(msg:find(name, 1, true), "message does not list " .. name .. ": " .. msg)
      end
      assert.are.equal(before, pa.backend())
    end)

    it("selecting the current backend again returns its name", function()
      local current = pa.backend()
      assert.are.equal(current, pa.use(current))
      assert.are.equal(current, pa.backend())
    end)
  end)

  describe("pa.cache", function()
    it("a string instead of the fields table is a type error", function()
      H.assert_error(function() return pa.cache("x") end, "table expected", "string")
    end)

    it("no argument at all", function()
      H.assert_error(function() return pa.cache() end, "table expected")
    end)
  end)

  describe("outputs", function()
    it("max_abs_err and rel_err want an output", function()
      local c = H.cache()
      local b = pa.batch { cache = c, block_tables = { { 0 } }, context_lens = { 2 } }
      local ref = b:reference()
      H.assert_error(function() return ref:max_abs_err(5) end, "pa.output")
      H.assert_error(function() return ref:rel_err(b) end, "pa.output")
    end)

    it("a closed output fails cleanly", function()
      local c = H.cache()
      local b = pa.batch { cache = c, block_tables = { { 0 } }, context_lens = { 2 } }
      local out = pa.kernel("paged", {}):run(b)
      getmetatable(out).__close(out)
      H.assert_error(function() return out:max_abs_err(b:reference()) end, "closed")
      H.assert_error(function() return out:values() end, "closed")
    end)
  end)

  -- Lua code that runs in the middle of building an object or preparing a
  -- launch (a metamethod of a list or of the options) must not be able to
  -- close what is being used: each snippet runs in a process of its own, so a
  -- crash fails the test instead of the suite
  describe("code run while an object is read", function()
    local function survives(code, ...)
      local r = H.lua_run("local pa = require 'pa'\n" .. code)
      assert.are.equal(0, r.code, "process ended with status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
      for _, want in ipairs { ... } do
        assert.is_truthy(r.stdout:find(want, 1, true), "expected '" .. want .. "' in: " .. r.stdout)
      end
    end

    it("a list of layers whose __index closes layer 1's cache is not read through it", function()
      survives([[
        local c = pa.cache{blocks = 8, block_size = 16, kv_heads = 1, head_dim = 64}
        local c2 = pa.cache{blocks = 8, block_size = 16, kv_heads = 1, head_dim = 64, seed = 2}
        local b1 = pa.batch{cache = c, block_tables = {{0, 1}}, context_lens = {20}}
        local b2 = pa.batch{cache = c2, block_tables = {{0, 1}}, context_lens = {20}}
        local list = setmetatable({}, {__len = function() return 2 end,
          __index = function(_, i) if i == 1 then return b1 end; c:close(); return b2 end})
        print(pcall(pa.kernel("paged").time, pa.kernel("paged"), list, {warmup = 0, iters = 1, l2 = "warm"}))
        -- a plain list is read as ever
        print("n", pa.kernel("paged"):time({b1, b2}, {warmup = 0, iters = 2, l2 = "warm"}).layers)
      ]], "1 to 4096", "n\t2")
    end)

    it("pa.batch whose options close its cache or allocator", function()
      survives([[
        local c = pa.cache{blocks = 8, block_size = 16, kv_heads = 1, head_dim = 64}
        local args = setmetatable({cache = c, block_tables = {{0, 1}}, context_lens = {20}},
          {__index = function(_, k) if k == "heads" then c:close() end end})
        print(pcall(pa.batch, args))
        local c2 = pa.cache{blocks = 8, block_size = 16, kv_heads = 1, head_dim = 64}
        local a = pa.allocator("shuffled", c2)
        local args2 = setmetatable({cache = c2, allocator = a, context_lens = {20}},
          {__index = function(_, k) if k == "seed" then getmetatable(a).__gc(a) end end})
        print(pcall(pa.batch, args2))
      ]], "the cache was closed while the batch was read", "the allocator was closed while the batch was read")
    end)

    -- A finalizer runs whenever an allocation steps the collector, so one can
    -- run inside any call that allocates its result; each call here is made
    -- many times with a finalizer pending that closes or frees what it uses
    it("a finalizer run inside a call that closes or frees what the call uses", function()
      survives([[
        collectgarbage("generational", 1, 100)
        local action
        local pending = {__gc = function() local f = action; action = nil; if f then f() end end}
        local k = pa.kernel("paged")
        local hits = {}
        local calls = {
          run = function(c, b) return function() c:close() end, function() return k:run(b) end end,
          runfree = function(c, b) return function() b:free() end, function() return k:run(b) end end,
          time = function(c, b) return function() c:close() end,
            function() return k:time({b, b}, {warmup = 0, iters = 1, l2 = "warm"}) end end,
          reference = function(c, b) return function() c:close() end, function() return b:reference() end end,
          block_table = function(c, b) return function() b:free() end, function() return b:block_table() end end,
          lens = function(c, b) return function() b:free() end, function() return b.context_lens end end,
          row = function(c) return function() c:close() end, function() return c:row("k", 0, 0, 0) end end,
          query = function(c, b) return function() b:free() end, function() return b:query(1, 1) end end,
          batch = function(c) return function() c:close() end,
            function() return pa.batch{cache = c, block_tables = {{0, 1}}, context_lens = {20}} end end,
          allocate = function(c, b, a) return function() getmetatable(a).__gc(a) end,
            function() return a:allocate(16) end end,
        }
        for name, make in pairs(calls) do
          hits[name] = 0
          for i = 1, 60 do
            local c = pa.cache{blocks = 8, block_size = 16, kv_heads = 1, head_dim = 64}
            local a = pa.allocator("contiguous", c)
            local b = pa.batch{cache = c, block_tables = {{0, 1}}, context_lens = {20}}
            local act, call = make(c, b, a)
            local pad = string.rep("x", (i * 7919) % 4000 + 1)
            setmetatable({}, pending)
            action = act
            pcall(call)
            if action == nil then hits[name] = hits[name] + 1 end
            action = nil
          end
        end
        local total = 0
        for _, n in pairs(hits) do total = total + n end
        print("finalizers inside calls", total > 0)
      ]], "finalizers inside calls\ttrue")
    end)

    -- a closed allocator's memory may be handed to the next one: its live
    -- sequences must not pass for the new allocator's (they did, and freeing
    -- them wrote a thousand block ids into a pool of four)
    it("a sequence outlives its closed allocator without passing for another's", function()
      survives([[
        local big = pa.cache{blocks = 1024, block_size = 1, kv_heads = 1, head_dim = 64}
        local small = pa.cache{blocks = 4, block_size = 1, kv_heads = 1, head_dim = 64}
        local old, seqs = {}, {}
        for i = 1, 10 do old[i] = pa.allocator("contiguous", big); seqs[i] = old[i]:allocate(1000) end
        local b = pa.batch{cache = big, allocator = pa.allocator("contiguous", big), context_lens = {500}}
        for i = 1, 10 do getmetatable(old[i]).__gc(old[i]) end
        local a = pa.allocator("contiguous", small)
        local kept = a:allocate(1)
        local refused = 0
        for i = 1, 10 do
          local ok, msg = pcall(a.free, a, seqs[i])
          if not ok and msg:find("belongs to another allocator", 1, true) then refused = refused + 1 end
        end
        print("refused", refused, "free", a.free_blocks, "live", seqs[1].live, #seqs[1])
        local more = {a:allocate(1), a:allocate(1), a:allocate(1)}
        print("full", a.free_blocks, pcall(a.allocate, a, 1))
        seqs, old, b = nil, nil, nil
        collectgarbage(); collectgarbage()
        print("collected", kept.live)
      ]], "refused\t10\tfree\t3\tlive\ttrue\t1000", "full\t0\tfalse", "collected\ttrue")
    end)

    it("context_lens and block_tables are read raw: a __index never answers", function()
      survives([[
        local c = pa.cache{blocks = 8, block_size = 16, kv_heads = 1, head_dim = 64}
        local lens = setmetatable({}, {__len = function() return 1 end,
          __index = function() c:close(); return 20 end})
        print(pcall(pa.batch, {cache = c, block_tables = {{0, 1}}, context_lens = lens}))
        print("open", c.backend ~= nil, pcall(pa.batch, {cache = c, block_tables = {{0, 1}}, context_lens = {20}}))
      ]], "context_lens must hold 1..1048576 lengths (got 0)", "open\ttrue\ttrue")
    end)
  end)

  -- each in a process of its own: one measures its resident size, the other
  -- runs short of memory on purpose
  describe("host memory", function()
    it("a failing max_abs_err or rel_err leaves no host copy of its outputs behind", function()
      local r = H.lua_run([[
        local pa = require 'pa'
        local c = pa.cache{blocks = 4, block_size = 1, kv_heads = 1, head_dim = 256, dtype = "fp32"}
        local lens, rows = {}, {}
        for i = 1, 4096 do lens[i] = 1; rows[i] = {0} end
        local b = pa.batch{cache = c, block_tables = rows, context_lens = lens, heads = 1}
        local out, ref = pa.kernel("paged"):run(b), b:reference() -- 8 MB as doubles
        getmetatable(ref).__gc(ref)
        local function rss()
          local f = assert(io.open("/proc/self/status")); local s = f:read("a"); f:close()
          return tonumber(s:match("VmRSS:%s*(%d+)")) * 1024
        end
        collectgarbage()
        local before = rss()
        local refused = 0
        for _ = 1, 60 do
          for _, m in ipairs{out.max_abs_err, out.rel_err} do
            local ok, msg = pcall(m, out, ref)
            if not ok and msg:find("output was closed", 1, true) then refused = refused + 1 end
          end
          collectgarbage()
        end
        print("refused", refused, "grew MB", (rss() - before) // 1e6)
      ]], H.asan_options("quarantine_size_mb=0")) -- ASan would hold 256 MB of what was freed
      assert.are.equal(0, r.code, r.stdout .. r.stderr)
      local refused, grew = r.stdout:match("refused\t(%d+)\tgrew MB\t(%-?%d+)")
      assert.are.equal("120", refused, r.stdout)
      -- each call copied the open output (8 MB) and kept it: 960 MB
      assert.is_true(tonumber(grew) < 64, r.stdout)
    end)

    -- the run's output is its one allocation, and a finalizer run by it closed
    -- the kernel after the launch was prepared: the run then grew a workspace
    -- (69 MB here) that the closed kernel no longer freed
    it("a kernel closed by a finalizer while its run allocates the output keeps no workspace", function()
      local r = H.lua_run([[
        local pa = require 'pa'
        local c = pa.cache{blocks = 64, kv_heads = 2, head_dim = 64, dtype = "fp32"}
        local rows, lens = {}, {}
        for i = 1, 16 do rows[i] = {0, 1, 2, 3}; lens[i] = 64 end
        local b = pa.batch{cache = c, block_tables = rows, context_lens = lens, heads = 64}
        local function rss()
          local f = assert(io.open("/proc/self/status")); local s = f:read("a"); f:close()
          return tonumber(s:match("VmRSS:%s*(%d+)")) * 1024
        end
        collectgarbage(); collectgarbage()
        local before = rss()
        -- a generational collector collects at the first allocation after a
        -- restart, and calls the finalizers of what it finds dead
        collectgarbage("generational")
        local action
        local pending = {__gc = function() local f = action; action = nil; if f then f() end end}
        local closed = 0
        for _ = 1, 5 do
          local k = pa.kernel("split_kv", {splits = 256}) -- partials: 16 x 64 heads x 256 x 66 floats
          collectgarbage("stop")
          setmetatable({}, pending)
          action = function() getmetatable(k).__close(k) end
          collectgarbage("restart")
          k:run(b)
          if action == nil then closed = closed + 1 end
          action = nil
        end
        collectgarbage("incremental"); collectgarbage(); collectgarbage()
        print("closed", closed, "grew MB", (rss() - before) // 1e6)
      ]], H.asan_options("quarantine_size_mb=0"))
      assert.are.equal(0, r.code, r.stdout .. r.stderr)
      local closed, grew = r.stdout:match("closed\t(%d+)\tgrew MB\t(%-?%d+)")
      assert.are.equal("5", closed, r.stdout)
      assert.is_true(tonumber(grew) < 64, r.stdout)
    end)

    it("a reference without memory for a sequence's scores is an error, not NaN", function()
      local script = H.temp_file(string.format("package.cpath = %q .. ';' .. package.cpath\n", H.cpath) .. [[
        local pa = require 'pa'
        local c = pa.cache{blocks = 1, block_size = 1024, kv_heads = 1, head_dim = 64, dtype = "fp32"}
        local row = {}
        for i = 1, 1 << 17 do row[i] = 0 end
        local b = pa.batch{cache = c, block_tables = {row}, context_lens = {1 << 27}}
        print(pcall(b.reference, b))
      ]])
      -- 1 GB of scores and 1 GB of rows for the 2^27 tokens, held to 1 GB: under
      -- ASan only an allocation past the limit fails at once, so either must
      local r = H.run(string.format("%senv PABENCH_BACKEND=cpu %s %s", H.memory_limit(1000),
        H.quote(H.lua_interpreter()), H.quote(script)))
      os.remove(script)
      assert.are.equal(0, r.code, r.stdout .. r.stderr)
      assert.is_truthy(r.stdout:find("false\tbatch:reference: out of host memory for the scores of a sequence of 134217728 tokens",
        1, true), r.stdout)
    end)
  end)

  describe("sizes at the edge of the integer types", function()
    it("a context length past the longest allowed names the bound", function()
      local c = pa.cache { blocks = 1, block_size = 1024, kv_heads = 1, head_dim = 64 }
      local row = { 0 }
      for i = 2, 2097152 do row[i] = -1 end
      H.assert_error(function() return pa.batch { cache = c, block_tables = { row }, context_lens = { 2 ^ 31 - 1 } } end,
        "context_lens[1]", "1..1073741824")
    end)

    -- paged's chunk walk and split_kv's partitions were where a length near
    -- INT32_MAX overflowed (about 13 s: every token's table entry is walked)
    it("the longest context length allowed runs the CPU kernels to the reference", function()
      local c = pa.cache { blocks = 2, block_size = 1024, kv_heads = 1, head_dim = 64, dtype = "fp32" }
      local n = 1 << 30
      local row = {}
      for i = 1, n // 1024 do row[i] = -1 end
      row[1], row[#row] = 0, 1
      local b = pa.batch { cache = c, block_tables = { row }, context_lens = { n } }
      assert.are.equal(2048, b.valid_tokens)
      local ref = b:reference()
      for _, name in ipairs { "paged", "split_kv" } do
        local out = pa.kernel(name, name == "split_kv" and { splits = 3 } or nil):run(b)
        assert.is_true(out:max_abs_err(ref) < 1e-5, name .. ": " .. out:max_abs_err(ref))
      end
    end)

    it("a fragmented allocator's mean_blocks up to the largest int", function()
      local c = pa.cache { blocks = 64, block_size = 16, kv_heads = 1, head_dim = 64 }
      for _, mean in ipairs { 2 ^ 30, 2 ^ 31 - 1 } do
        local a = pa.allocator("fragmented", c, { mean_blocks = mean, seed = 3 })
        assert.are.equal(64, a:stats().free + a:stats().used)
      end
    end)

    it("pa.plan's device must be a table", function()
      H.assert_error(function() return pa.plan { context_lens = { 100 }, device = 5 } end,
        "pa.plan", "field 'device' must be a table", "got number")
    end)

    it("pa.plan takes only the head_dims a cache takes", function()
      for _, d in ipairs { 1, 96, 513, 1025 } do
        H.assert_error(function() return pa.plan { context_lens = { 1, 2 }, head_dim = d, device = { sms = 132, gpu = true } } end,
          "head_dim", "64, 128, 256", tostring(d))
      end
    end)

    it("pa.plan at the largest batch, lengths and heads still plans", function()
      local lens = {}
      for i = 1, 1 << 20 do lens[i] = 1 << 30 end
      local p = pa.plan { context_lens = lens, heads = 65536, kv_heads = 1024, device = { sms = 132, gpu = true } }
      assert.is_truthy(p.launch)
      assert.is_true(p.splits >= 1)
    end)

    it("a scale under fp32's normal range, or past where fp32 scores stay finite", function()
      local c = pa.cache { blocks = 2, block_size = 16, kv_heads = 1, head_dim = 64 }
      for _, s in ipairs { 1e39, 1e37, 1e5, 1e-300, 0 / 0 } do
        H.assert_error(function() return pa.batch { cache = c, block_tables = { { 0 } }, context_lens = { 3 }, scale = s } end,
          "scale", "1.1754943508223e-38..10000")
      end
      local b = pa.batch { cache = c, block_tables = { { 0 } }, context_lens = { 3 }, scale = 1e4 }
      assert.is_true(pa.kernel("paged"):run(b):max_abs_err(b:reference()) < 2e-2)
    end)

    it("pa.stats of samples near the largest double stays finite", function()
      local t = pa.stats { 1e308, 1e308 }
      assert.are.equal(1e308, t.mean)
      assert.are.equal(0, t.stdev)
      local u = pa.stats { -1e308, 1e308, 5 }
      assert.are.equal(5, u.median)
      assert.is_true(u.stdev > 9e307 and u.stdev < 1.1e308, tostring(u.stdev))
    end)
  end)
end)
