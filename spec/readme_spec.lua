-- The README as a user reads it: its example script runs as printed, its
-- quoted errors are the ones the API raises, and its lists of scenarios and
-- of pa's names are the tool's, so neither side changes without the other.
local H = require "spec.helper"
local pa = H.pa

local README = H.slurp("README.md")

-- the text from the heading `## TITLE` to the next heading of that level
local function section(title)
  local from = README:find("\n## " .. title .. "\n", 1, true)
  assert(from, "README has no section " .. title)
  local to = README:find("\n## ", from + 1, true)
  return README:sub(from, to or #README)
end

local function lua_blocks()
  local blocks = {}
  for code in README:gmatch("\n```lua\n(.-)\n```") do blocks[#blocks + 1] = code end
  return blocks
end

describe("README", function()
  after_each(H.cleanup)

  it("has examples that run as printed; the first finds every kernel it times correct", function()
    local blocks = lua_blocks()
    assert.is_true(#blocks >= 1)
    local outputs = {}
    for i, code in ipairs(blocks) do
      local r = H.pabench_run(H.quote(H.temp_file(code)))
      assert.are.equal(0, r.code, "example " .. i .. ": " .. r.stderr)
      outputs[i] = r.stdout
    end
    local names = {}
    for name, err, best, median in outputs[1]:gmatch("(%S+)%s+err (%S+)%s+best%s+(%S+) us%s+median%s+(%S+) us") do
      names[#names + 1] = name
      -- fp16 K/V against the float64 reference: a wrong read is far above this
      assert.is_true(tonumber(err) < 1e-2, name .. " err " .. err)
      assert.is_true(tonumber(best) > 0 and tonumber(best) <= tonumber(median), name)
    end
    assert.are.same({"paged", "split_kv", "gqa", "auto"}, names)
  end)

  it("quotes the errors the API raises for the inputs they describe", function()
    local quoted = {}
    for line in section("The API in brief"):match("Errors are Lua errors.-\n\n(.-)\n\n"):gmatch("[^\n]+") do
      quoted[#quoted + 1] = line:match("^%s+(.-)%s*$")
    end
    assert.are.equal(3, #quoted)

    local cache = pa.cache{blocks = 4096, block_size = 16, kv_heads = 8, head_dim = 128, dtype = "fp16", seed = 1}
    local alloc = pa.allocator("contiguous", cache)
    assert.are.equal(quoted[1], H.error_of(pa.batch, {cache = cache, allocator = alloc, heads = 30,
      context_lens = {10}}))

    -- 200 blocks left free of the 4096 (a sequence held: collected, it frees
    -- its blocks), then three sequences of 100 blocks each
    local held = alloc:allocate((4096 - 200) * 16)
    assert.are.equal(3896, #held)
    assert.are.equal(200, alloc.free_blocks)
    assert.are.equal(quoted[2], H.error_of(pa.batch, {cache = cache, allocator = alloc, heads = 32,
      context_lens = {1600, 1600, 1600}}))

    local other = pa.allocator("contiguous", cache)
    local out = pa.kernel("paged"):run(pa.batch{cache = cache, allocator = other, heads = 32, context_lens = {10}})
    local ok, err = pcall(function() return out:get(1, 33, 1) end)
    assert.is_false(ok)
    local message = tostring(err):gsub("^[^:]*:%d+: ", "")
    assert.are.equal(quoted[3], message)
  end)

  it("names every bundled scenario in its table, and no other", function()
    local listed, bundled = {}, {}
    for _, t in ipairs(H.markdown_tables(section("Scenarios"))) do
      if t.titles[1] == "scenario" then
        for _, row in ipairs(t.rows) do listed[#listed + 1] = row[1]:match("^`(.-)`$") end
      end
    end
    local ls = io.popen("ls scenarios")
    for name in ls:lines() do
      if name:match("%.lua$") then bundled[#bundled + 1] = name end
    end
    ls:close()
    table.sort(listed)
    table.sort(bundled)
    assert.are.same(bundled, listed)
  end)

  it("names every field of pa in The API in brief", function()
    local api = section("The API in brief")
    for name in pairs(pa) do
      -- pa.doc is what help() reads; the underscored names are the scenarios' own helpers
      if not name:match("^_") and name ~= "doc" then
        assert.is_truthy(api:find("`pa." .. name, 1, true), "pa." .. name .. " is not in The API in brief")
      end
    end
  end)

  it("names every option of --help in The command line", function()
    local help = H.pabench_run("--help").stdout
    local cli = section("The command line")
    local n = 0
    for option in help:match("\nOptions:\n(.-)\n\n"):gmatch("%-%-?[%w-]+") do
      if option ~= "--" then
        n = n + 1
        assert.is_truthy(cli:find(option, 1, true), option .. " is not in The command line")
      end
    end
    assert.is_true(n >= 8)
  end)
end)
