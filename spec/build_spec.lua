-- The CUDA build's register gate (Makefile PTXAS_GATE, tools/nvcc-logged) and
-- its report (tools/ptxas-report, make regs). Issue 5 asks that the decode
-- kernels keep their registers: a spill puts local-memory traffic into the
-- K/V stream, so the build refuses one, and these specs hold it to that.
local h = require "spec.helper"

local q = h.quote

local nvcc_line = h.run("make -s --no-print-directory nvcc-flags").stdout:gsub("%s+$", "")
local have_nvcc = nvcc_line:match("nvcc") ~= nil

-- ptxas's report over this build's own logs
local function build_report() return h.run("tools/ptxas-report " .. h.build .. "/obj/*.ptxas") end

describe("the CUDA build's register gate", function()
  local dir
  before_each(function() dir = h.fresh_dir() end)
  after_each(function() h.remove_dir(dir) end)

  -- without a sanitizer runtime: make sanitize preloads one into every program
  -- the specs start, and nvcc's cicc crashes under it
  local function compile(defines)
    return h.run(string.format("env -u LD_PRELOAD tools/nvcc-logged %s %s %s -c spec/fixtures/spills.cu -o %s",
      q(dir .. "/k.ptxas"), nvcc_line, defines, q(dir .. "/k.o")))
  end

  if not have_nvcc then
    it("has nothing to gate where nvcc is missing: the build compiles no CUDA", function()
      assert.are.equal("", nvcc_line)
      assert.are.equal(2, build_report().code) -- no ptxas log in the build
    end)
    return
  end

  it("fails a kernel that spills, saying so, with the build's own flags", function()
    local r = compile("-DBOUNDED")
    assert.is_not_true(r.ok)
    assert.truthy(r.stderr:find("spilled", 1, true), r.stderr)
    assert.truthy(r.stderr:find("many_live", 1, true), r.stderr)
  end)

  it("passes the same kernel with its registers, and keeps ptxas's report out of the way", function()
    local r = compile("")
    assert.is_true(r.ok, r.stderr)
    assert.are.equal("", r.stderr)
    local log = h.run("cat " .. q(dir .. "/k.ptxas")).stdout
    assert.truthy(log:find("Used %d+ registers"), log)
    local report = h.run("tools/ptxas-report " .. q(dir .. "/k.ptxas"))
    assert.is_true(report.ok, report.stdout)
    assert.truthy(report.stdout:find("many_live", 1, true), report.stdout)
    assert.truthy(report.stdout:find("1 kernels, at most %d+ registers a thread; none with a stack frame or spills"),
      report.stdout)
  end)
end)

describe("tools/ptxas-report", function()
  local entry = [[
ptxas info    : Compiling entry function '_ZN2pa6kernelILi128EEEvPf' for 'sm_90'
ptxas info    : Function properties for _ZN2pa6kernelILi128EEEvPf
    %d bytes stack frame, %d bytes spill stores, %d bytes spill loads
ptxas info    : Used %d registers, used 1 barriers, 64 bytes smem
]]

  it("reads registers, shared memory and spills from ptxas's report, names demangled", function()
    local log = h.temp_file(string.format(entry, 0, 0, 0, 168))
    local r = h.run("tools/ptxas-report " .. q(log))
    assert.is_true(r.ok, r.stdout)
    local row = r.stdout:match("[^\n]*pa::kernel<128>[^\n]*")
    assert.truthy(row, r.stdout)
    assert.are.same({ 168, 1, 64, 0, 0, 0, 128 }, h.numbers_in(row:gsub("^%S+", "")))
    h.cleanup()
  end)

  it("exits 1 naming each kernel with a stack frame or spills", function()
    local log = h.temp_file(string.format(entry, 16, 8, 12, 255))
    local r = h.run("tools/ptxas-report " .. q(log))
    assert.are.equal(1, r.code)
    assert.truthy(r.stdout:find("1 with a stack frame or spills:\n  pa::kernel<128>", 1, true), r.stdout)
    h.cleanup()
  end)

  it("says so when a log is missing", function()
    local r = h.run("tools/ptxas-report /nonexistent/x.ptxas")
    assert.are.equal(2, r.code)
    assert.truthy(r.stderr:find("no ptxas log /nonexistent/x.ptxas", 1, true), r.stderr)
  end)

  -- the build under test, which may lack CUDA where nvcc is found (make sanitize)
  if h.pa.built_with_cuda then
    it("finds every decode kernel of this build without a spill", function()
      local r = build_report()
      assert.is_true(r.ok, r.stdout)
      local decode = 0
      for _ in r.stdout:gmatch("pa::mma_decode_kernel<") do decode = decode + 1 end
      assert.is_true(decode >= 8, r.stdout)
      assert.truthy(r.stdout:find("none with a stack frame or spills", 1, true), r.stdout)
    end)

    -- Four-warp CTAs of head_dim 128 run three to an SM (32 x 128, 16 x 256)
    -- only while a thread takes at most 65536 / (3 * 128) registers, rounded
    -- down to the 8 a thread that registers are allocated in: 168. Past it the
    -- launch silently falls to two CTAs an SM (a build at 170 lost 19 % at
    -- 32 x 128 on an H200). The held kernels run two to an SM and the 16-head
    -- ones one, so their bound is the 255 a thread has anyway.
    it("keeps head_dim 128's one-block, unheld decode kernels within three four-warp CTAs an SM", function()
      local budget = math.floor(65536 / (3 * 128) / 8) * 8
      assert.are.equal(168, budget)
      local r = build_report()
      local seen = 0
      for regs, kernel in r.stdout:gmatch("\n%S+%s+(%d+)[^\n]-(pa::mma_decode_kernel<[^\n]*>)") do
        -- <T, HD, NB, FLAGGED, WHOLE, HELD, FRONT, DRAIN, PAIR, PACK>
        local hd, nb, held = kernel:match("<[%w_]+, (%d+), (%d+), %a+, %a+, (%a+),")
        if hd == "128" and nb == "1" and held == "false" then
          seen = seen + 1
          assert.is_true(tonumber(regs) <= budget, kernel .. " takes " .. regs .. " registers a thread")
        end
      end
      -- counted, drained, whole, packed and flagged, in fp16 and bf16 (a packed
      -- CTA takes up to four warps, three such CTAs an SM)
      assert.are.equal(10, seen, r.stdout)
    end)
  end
end)

-- h.run gives a command /dev/null for stdin: a pipe into the tool goes in parentheses
describe("tools/sass-loads", function()
  it("counts each kernel's global accesses by width and names a decode kernel copying K/V narrower than 16 bytes",
    function()
      local r = h.run("(cat spec/fixtures/sass_excerpt.txt | tools/sass-loads -)")
      assert.are.equal(1, r.code, r.stdout .. r.stderr)
      assert.truthy(r.stdout:find("pa::mma_decode_kernel<__half, 128, 1, true, false>\n" ..
        "    LDGSTS.128=2 LDG.32=1 LD.128=1 STG.64=1 UBLKPF=1\n", 1, true), r.stdout)
      assert.truthy(r.stdout:find("pa::paged_kernel<__half, 128>\n    LDGSTS.128=1 LDGSTS.64=1 ATOMG=1\n", 1, true),
        r.stdout)
      assert.truthy(r.stdout:find("2 kernels; 2 decode kernels copy K/V in 16-byte cp.async; " ..
        "1 also in narrower ones:\n  pa::paged_kernel<__half, 128>", 1, true), r.stdout)
    end)

  it("passes SASS whose copies are all 16 bytes wide", function()
    local r = h.run("(grep -v 'LDGSTS.E.64' spec/fixtures/sass_excerpt.txt | tools/sass-loads -)")
    assert.is_true(r.ok, r.stdout .. r.stderr)
    assert.truthy(r.stdout:find("; none in narrower ones", 1, true), r.stdout)
  end)

  it("says so when given no SASS", function()
    local r = h.run("tools/sass-loads -")
    assert.are.equal(2, r.code)
    assert.truthy(r.stdout:find("no kernels in the SASS", 1, true), r.stdout)
  end)
end)
