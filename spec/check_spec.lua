-- `pabench check --quick`: the conformance matrix's CI subset, on the CPU backend.
local H = require "spec.helper"

describe("pabench check", function()
  teardown(H.cleanup)

  it("--quick passes every kernel over the subset and says so", function()
    local csv = os.tmpname()
    local r = H.pabench_run("check --quick --csv " .. H.quote(csv))
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("a wrong answer is caught", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("0 failed", 1, true), r.stdout)
    assert.are.equal("PASS", r.stdout:match("(%S+)%s*$"))
    local f = assert(io.open(csv))
    local header = f:read("l")
    local rows, passes = 0, 0
    for line in f:lines() do
      rows = rows + 1
      if line:find(",true,", 1, true) then passes = passes + 1 end
    end
    f:close()
    os.remove(csv)
    assert.are.equal("dtype,head_dim,block_size,group,allocator,kernel,max_abs_err,pass,error", header)
    assert.is_true(rows >= 700)
    assert.are.equal(rows, passes)
  end)

  it("--kernels narrows the matrix and an unknown argument exits 2", function()
    local r = H.pabench_run("check --quick --kernels paged")
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    local header = r.stdout:match("\n(dtype  D[^\n]*)")
    assert.is_truthy(header, r.stdout)
    assert.is_falsy(header:find("split_kv", 1, true), header)
    -- the rows after the matrix run paged alone, and those with no paged run say so
    assert.is_truthy(r.stdout:find("\n6 runs of a step's 6 layers timed back to back, then each run again "
      .. "%(max err [^)]+%): PASS"), r.stdout)
    assert.is_truthy(r.stdout:find("\n72 runs of tables with %-1 blocks inside sequences"), r.stdout)
    assert.is_truthy(r.stdout:find("\none-length batches split 2 to 8 ways, as layers too: not run: needs gqa or "
      .. "split_kv among --kernels\n", 1, true), r.stdout)
    local csv = os.tmpname()
    local eq = H.pabench_run("check --quick --kernels=paged/c16 --csv=" .. H.quote(csv))
    assert.are.equal(0, eq.code, eq.stdout .. eq.stderr)
    assert.is_truthy(eq.stdout:find("72 kernel runs", 1, true), eq.stdout)
    local f = assert(io.open(csv)); assert.are.equal("dtype,", f:read("l"):sub(1, 6)); f:close()
    os.remove(csv)
    assert.are.equal(2, H.pabench_run("check --frobnicate").code)
  end)

  it("--kernels leaves out each row after the matrix that needs another kernel, naming those it needs", function()
    local r = H.pabench_run("check --quick --kernels naive --no-timing")
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    local not_run = 0
    for line in r.stdout:gmatch("[^\n]+") do
      if line:find(": not run: needs ", 1, true) then not_run = not_run + 1 end
      assert.is_falsy(line:find("^%d+ runs of "), line)
    end
    assert.are.equal(15, not_run, r.stdout)
    assert.is_truthy(r.stdout:find("\ntables with -1 blocks inside sequences, the newest token's among them: not run: "
      .. "needs paged, split_kv, gqa or auto among --kernels\n", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("\nbatches in 17 to 40 partitions: not run: needs gqa or split_kv among --kernels\n",
      1, true), r.stdout)
    -- the closing count is the matrix's, and says so
    assert.is_truthy(r.stdout:find("\n72 kernel runs over 72 configurations of the matrix on [^\n]+: 0 failed "
      .. "%(%d+ s CPU time; %d+ s more in the rows above, which count their own runs%)\n"), r.stdout)
    assert.are.equal("PASS", r.stdout:match("(%S+)%s*$"))
  end)

  it("--no-timing is taken and documented: under a CUDA tool the timing rows judge the tool", function()
    local r = H.pabench_run("check --quick --kernels paged --no-timing")
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.are.equal("PASS", r.stdout:match("(%S+)%s*$"))
    r = H.pabench_run("check --help")
    assert.is_truthy(r.stdout:find("--no-timing", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("compute-sanitizer", 1, true), r.stdout)
  end)

  it("--kernels refuses an unknown name, alone or in a list, with exit 2 listing the names it takes", function()
    for _, list in ipairs{"nope", "paged,nope", ","} do
      local r = H.pabench_run("check --quick --kernels " .. H.quote(list))
      assert.are.equal(2, r.code, r.stdout .. r.stderr)
      assert.are.equal("", r.stdout)
      if list ~= "," then assert.is_truthy(r.stderr:find("unknown kernel 'nope'", 1, true), r.stderr) end
      for _, name in ipairs{"naive", "gather", "paged_scalar", "paged", "split_kv", "gqa", "auto", "paged/c16"} do
        assert.is_truthy(r.stderr:find(name, 1, true), "the message does not list " .. name .. ": " .. r.stderr)
      end
    end
  end)

  it("--random N draws N configurations, runs every launch against the reference and says so", function()
    local r = H.pabench_run("check --random 12 --seed 3")
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("over 12 random configurations (seed 3)", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find(": 0 failed", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("a wrong answer is caught", 1, true), r.stdout)
    assert.are.equal("PASS", r.stdout:match("(%S+)%s*$"))
  end)

  it("--start I runs configuration I of a seed alone, as the longer run drew it", function()
    local function lines(args)
      local r = H.pabench_run("check --verbose " .. args)
      assert.are.equal(0, r.code, r.stdout .. r.stderr)
      local got = {}
      for l in r.stdout:gmatch("[^\n]+") do
        if l:find("^ok   #5 ") then got[#got + 1] = l end
      end
      return got
    end
    local whole = lines("--random 5 --seed 9")
    assert.is_true(#whole >= 6, "launches of #5: " .. #whole)
    assert.are.same(whole, lines("--random 1 --start 5 --seed 9"))
  end)

  it("says its verdict before a --csv that cannot be written, which is one line and exit 1", function()
    for _, args in ipairs{"--quick --no-timing --kernels naive", "--random 2 --seed 3"} do
      local r = H.pabench_run("check " .. args .. " --csv /dev/full")
      assert.are.equal(1, r.code, args .. ": " .. r.stdout .. r.stderr)
      assert.is_truthy(r.stdout:find(" 0 failed", 1, true), args .. ": " .. r.stdout)
      assert.are.equal("PASS", r.stdout:match("(%S+)%s*$"), args .. ": " .. r.stdout)
      assert.are.equal("pabench check: cannot write /dev/full: No space left on device\n", r.stderr, args)
    end
  end)

  it("refuses --random and its options where they do not fit, exit 2", function()
    for _, args in ipairs{"--random 0", "--random x", "--random 2 --quick", "--seed 4", "--start 3",
                          "--random 2 --seed -1", "--random"} do
      local r = H.pabench_run("check " .. args)
      assert.are.equal(2, r.code, args .. ": " .. r.stdout .. r.stderr)
      assert.are.equal("", r.stdout, args)
    end
  end)
end)
