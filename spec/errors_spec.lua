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

  describe("pa.allocator", function()
    it("an unknown kind lists the kinds", function()
      local c = H.cache()
      local msg = H.assert_error(function() return pa.allocator("buddy", c) end, "buddy")
      for _, kind in ipairs { "contiguous", "shuffled", "fragmented" } do
        assert.is_truthy(msg:find(kind, 1, true), "message does not list " .. kind .. ": " .. msg)
      end
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
end)
