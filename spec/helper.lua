-- Shared by every spec (loaded by .busted's `helper`, and required by each spec
-- file as `require "spec.helper"` so a file also runs on its own).
--
--   PABENCH_BUILD   the build directory holding pa.so and pabench (default "build")
--   PABENCH_BACKEND which backend `pa` uses (make test sets "cpu")
local M = package.loaded["spec.helper"]
if M then return M end
M = {}
package.loaded["spec.helper"] = M

-- Line-buffered stdout: busted's summary line reaches a pipe (tools/run-specs
-- tees it) even if the process later dies while shutting down.
io.stdout:setvbuf("line")

M.build = os.getenv("PABENCH_BUILD") or "build"
M.pabench = M.build .. "/pabench"
local entry = M.build .. "/?.so"
if not package.cpath:find(entry, 1, true) then
  package.cpath = entry .. ";" .. package.cpath
end
M.cpath = entry

M.pa = require "pa"
local luassert = require "luassert"

-- ---------------------------------------------------------------- tables

-- The tables in a text: a rule line (is_rule, given the line above it) under
-- a line of titles, then rows while is_row holds; split(line, rule) gives a
-- line's cells. Each table as {titles = {...}, rows = {{...}, ...}}.
local function find_tables(text, is_rule, is_row, split)
  local ls, found = {}, {}
  for l in (text .. "\n"):gmatch("(.-)\n") do ls[#ls + 1] = l end
  for i = 2, #ls do
    if is_rule(ls[i], ls[i - 1]) then
      local t = {titles = split(ls[i - 1], ls[i]), rows = {}}
      local k = i + 1
      while ls[k] and is_row(ls[k]) do
        t.rows[#t.rows + 1] = split(ls[k], ls[i])
        k = k + 1
      end
      found[#found + 1] = t
    end
  end
  return found
end

-- Every aligned table in the text: the line of dashes under the titles gives
-- each column's extent, so cells holding spaces ("best us") parse too.
local function dashes(line) return line:match("^%-[%- ]*$") ~= nil end
function M.tables_in(text)
  return find_tables(text, dashes, function(line) return line ~= "" and not dashes(line) end, function(line, rule)
    local c, spans = {}, {}
    for s, e in rule:gmatch("()%-+()") do spans[#spans + 1] = {s, e - 1} end
    for j, sp in ipairs(spans) do
      local last = j == #spans and #line or sp[2]
      c[j] = (line:sub(sp[1], last):gsub("^%s+", ""):gsub("%s+$", ""))
    end
    return c
  end)
end

-- the pipe tables of a Markdown text, their cells unescaped, as tables_in gives
-- a printed text's
function M.markdown_tables(text)
  local function row(line) return line:match("^| ") ~= nil end
  return find_tables(text, function(line, above) return line:match("^|[:%-|]+|$") and row(above) end, row,
    function(line)
      local body, c, pos = line:match("^| (.*) |$"):gsub("\\|", "\0"), {}, 1
      while true do
        local at = body:find(" | ", pos, true)
        c[#c + 1] = body:sub(pos, (at or 0) - 1):gsub("%z", "|"):gsub("\\(.)", "%1")
        if not at then return c end
        pos = at + 3
      end
    end)
end

-- ---------------------------------------------------------------- errors

-- the message of the error fn raises; fails the test if fn does not raise
function M.error_of(fn, ...)
  local ok, err = pcall(fn, ...)
  luassert.is_false(ok, "expected an error, but the call succeeded")
  return tostring(err)
end

-- fn must raise an error whose message contains every needle (plain text)
function M.assert_error(fn, ...)
  local msg = M.error_of(fn)
  luassert.has_error(fn)
  for _, needle in ipairs({ ... }) do
    luassert.is_truthy(msg:find(needle, 1, true),
      string.format("error message %q does not mention %q", msg, needle))
  end
  return msg
end

-- the whole numbers written in a message, as integers
function M.numbers_in(msg)
  local found = {}
  for digits in tostring(msg):gmatch("%d+") do found[#found + 1] = tonumber(digits) end
  return found
end

function M.mentions_number(msg, n)
  for _, v in ipairs(M.numbers_in(msg)) do
    if v == n then return true end
  end
  return false
end

function M.assert_mentions_numbers(msg, ...)
  for _, n in ipairs({ ... }) do
    luassert.is_true(M.mentions_number(msg, n),
      string.format("error message %q does not mention the number %d", msg, n))
  end
end

-- --------------------------------------------------------------- numbers

function M.near(a, b, tol)
  return math.abs(a - b) <= tol
end

function M.assert_near(expected, actual, tol, what)
  luassert.is_number(actual, (what or "value") .. " is not a number")
  luassert.is_true(math.abs(expected - actual) <= tol,
    string.format("%s: expected %.17g, got %.17g (tolerance %g)", what or "value", expected, actual, tol))
end

-- round a double to IEEE single precision (round to nearest even)
function M.f32(x)
  return (string.unpack("f", string.pack("f", x)))
end

-- round to `bits` significant bits, nearest even (fp16: 11, bf16: 8); normal range only
function M.round_sig(x, bits)
  if x == 0 then return 0.0 end
  local a = math.abs(x)
  local e = math.floor(math.log(a, 2))
  if 2.0 ^ e > a then e = e - 1 end
  if 2.0 ^ (e + 1) <= a then e = e + 1 end
  local ulp = 2.0 ^ (e - (bits - 1))
  local r = a / ulp
  local fl = math.floor(r)
  local frac = r - fl
  if frac > 0.5 or (frac == 0.5 and fl % 2 == 1) then fl = fl + 1 end
  local v = fl * ulp
  return x < 0 and -v or v
end

-- ------------------------------------------------------------ fixtures

-- a small cache; fields override the defaults
function M.cache(fields)
  local t = { blocks = 32, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp32", seed = 1 }
  for k, v in pairs(fields or {}) do t[k] = v end
  return M.pa.cache(t)
end

-- the output as a flat Lua array, [batch][heads][head_dim] order
function M.values(out)
  return out:values()
end

function M.max_abs_diff(xs, ys)
  local worst = 0
  assert(#xs == #ys, "arrays differ in length")
  for i = 1, #xs do
    local d = math.abs(xs[i] - ys[i])
    if d ~= d then return d end
    if d > worst then worst = d end
  end
  return worst
end

function M.copy(t)
  local c = {}
  for k, v in pairs(t) do c[k] = v end
  return c
end

-- ------------------------------------------------------------ processes

local function quote(s)
  return "'" .. tostring(s):gsub("'", "'\\''") .. "'"
end
M.quote = quote

local function slurp(path)
  local f = io.open(path, "rb")
  if not f then return "" end
  local s = f:read("a")
  f:close()
  return s
end
M.slurp = slurp -- "" where there is no file

function M.write_file(path, text)
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
  return path
end

-- a temporary file holding text (a script); removed by M.cleanup()
local temps = {}
function M.temp_file(text)
  local path = os.tmpname()
  temps[#temps + 1] = path
  if text then M.write_file(path, text) end
  return path
end

-- an empty directory at path (default: a new name from os.tmpname), made afresh
function M.fresh_dir(path)
  path = path or os.tmpname()
  os.execute("rm -rf " .. quote(path))
  assert(os.execute("mkdir -p " .. quote(path)))
  return path
end

function M.remove_dir(path) os.execute("rm -rf " .. quote(path)) end

function M.cleanup()
  for _, p in ipairs(temps) do os.remove(p) end
  temps = {}
end

-- Run a shell command line with optional stdin text. Returns a table:
-- {ok, how ("exit"|"signal"), code, stdout, stderr}, from os.execute's
-- Lua 5.4 results.
function M.run(cmdline, stdin_text)
  local out, err = os.tmpname(), os.tmpname()
  local input = "/dev/null"
  if stdin_text then
    input = os.tmpname()
    M.write_file(input, stdin_text)
  end
  local ok, how, code = os.execute(string.format("%s <%s >%s 2>%s", cmdline, quote(input), quote(out), quote(err)))
  local r = { ok = ok, how = how, code = code, stdout = slurp(out), stderr = slurp(err) }
  os.remove(out)
  os.remove(err)
  if stdin_text then os.remove(input) end
  return r
end

-- A shell prefix adding ASan options (a string "a=1:b=2") to the command after
-- it, in a sanitized build (make sanitize); nothing elsewhere.
function M.asan_options(opts)
  return M.pa.built_with_sanitizers and string.format('ASAN_OPTIONS="$ASAN_OPTIONS:%s" ', opts) or ""
end

-- A shell prefix that holds the command after it to about mb megabytes, for the
-- specs of what running out of memory does. ulimit -v caps the address space;
-- under ASan that cap stops the program before it starts, its shadow memory
-- being terabytes of address space, so there ASan's allocator is held instead:
-- an allocation of more than mb fails, and any once the resident set passes mb
-- (polled a few times a second), as malloc fails past an address space limit.
function M.memory_limit(mb)
  if M.pa.built_with_sanitizers then
    return M.asan_options(string.format("allocator_may_return_null=1:max_allocation_size_mb=%d:soft_rss_limit_mb=%d",
      mb, mb))
  end
  return string.format("ulimit -v %d; ", mb * 1000)
end

-- pabench with arguments (already shell-quoted pieces), on the CPU backend
function M.pabench_run(args, stdin_text, env)
  return M.run(string.format("env PABENCH_BACKEND=cpu %s%s %s", env and (env .. " ") or "", quote(M.pabench), args),
    stdin_text)
end

-- the Lua interpreter running this process (lua5.4 under tools/run-specs)
function M.lua_interpreter()
  local i = -1
  while arg and arg[i - 1] do i = i - 1 end
  local interp = arg and arg[i]
  if not interp or interp == "" then interp = "lua5.4" end
  return interp
end

-- run a Lua snippet in a fresh lua5.4 process with pa.so on its cpath; prefix:
-- shell words before the command (M.asan_options)
function M.lua_run(code, prefix)
  local script = os.tmpname()
  M.write_file(script, string.format("package.cpath = %q .. ';' .. package.cpath\n", M.cpath) .. code)
  local r = M.run(string.format("%senv PABENCH_BACKEND=cpu %s %s", prefix or "", quote(M.lua_interpreter()),
    quote(script)))
  os.remove(script)
  return r
end

return M
