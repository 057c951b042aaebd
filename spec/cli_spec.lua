-- The pabench command line, run as a process on the CPU backend.
local H = require "spec.helper"
local pa = H.pa

local q = H.quote

-- a scratch HOME so the REPL's history file stays out of the real one
local home = os.tmpname()
os.remove(home)

local function pabench(args, stdin_text)
  return H.pabench_run(args, stdin_text, "HOME=" .. q(home))
end

local function describe_result(r)
  return string.format("status %s %s\n--- stdout\n%s--- stderr\n%s", tostring(r.how), tostring(r.code), r.stdout,
    r.stderr)
end

local function assert_exit(r, code)
  assert.are.equal("exit", r.how, describe_result(r))
  assert.are.equal(code, r.code, describe_result(r))
end

describe("pabench", function()
  setup(function() os.execute("mkdir -p " .. q(home)) end)
  teardown(function()
    os.execute("rm -rf " .. q(home))
    H.cleanup()
  end)

  it("--version exits 0 and names pabench and its version", function()
    local r = pabench("--version")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("pabench", 1, true))
    assert.is_truthy(r.stdout:find(pa.version, 1, true))
  end)

  it("--version and pa.build name the commit the binary was built from", function()
    local r = pabench("--version")
    assert_exit(r, 0)
    assert.is_string(pa.build)
    assert.is_truthy(r.stdout:find("(build " .. pa.build .. ", ", 1, true), r.stdout)
    -- the specs run in the checkout the build was made in: its commit, "-dirty" or not
    local git = io.popen("git describe --always --abbrev=12 2>/dev/null")
    local commit = git:read("l")
    git:close()
    if commit then
      assert.is_truthy(pa.build == commit or pa.build == commit .. "-dirty", pa.build .. " built, " .. commit
        .. " checked out: rebuild after a commit")
    else
      assert.are.equal("unknown", pa.build)
    end
  end)

  it("--version prints the build whatever backend is asked for, which it does not need", function()
    local r = H.pabench_run("--version", nil, "HOME=" .. q(home) .. " PABENCH_BACKEND=bogus")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find(pa.version, 1, true))
    local bad = H.pabench_run("-e " .. q("print(1)"), nil, "HOME=" .. q(home) .. " PABENCH_BACKEND=bogus")
    assert_exit(bad, 2) -- anything that runs code still refuses it
  end)

  it("--version says whether the build traces CTA timelines, as pa.built_with_trace does", function()
    local r = pabench("--version")
    assert_exit(r, 0)
    assert.is_boolean(pa.built_with_trace)
    assert.are.equal(pa.built_with_trace, r.stdout:find("CTA timelines traced", 1, true) ~= nil)
  end)

  it("--version says whether the build is sanitized, as pa.built_with_sanitizers does", function()
    local r = pabench("--version")
    assert_exit(r, 0)
    assert.is_boolean(pa.built_with_sanitizers)
    assert.are.equal(pa.built_with_sanitizers, r.stdout:find("ASan and UBSan", 1, true) ~= nil)
    -- make SANITIZE=1 builds into build-san/, an ordinary build elsewhere
    assert.are.equal(H.build:match("build%-san/?$") ~= nil, pa.built_with_sanitizers)
  end)

  it("--help exits 0 and shows the usage", function()
    local r = pabench("--help")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("usage:", 1, true))
    assert.is_truthy(r.stdout:find("--backend", 1, true))
  end)

  -- every PABENCH_ variable the sources read, found in them, so a new one cannot go unlisted
  it("--help lists every environment variable pabench reads", function()
    local r = pabench("--help")
    assert_exit(r, 0)
    local names = {}
    local files = io.popen("ls src/*.c src/*.cu src/*.h kernels/*.cu lua/*.lua")
    for path in files:lines() do
      local f = assert(io.open(path))
      for name in f:read("a"):gmatch('getenv%("(PABENCH_[A-Z_]+)"%)') do names[name] = true end
      f:close()
    end
    files:close()
    assert.is_truthy(names.PABENCH_BACKEND and names.PABENCH_SM_CLOCK, "the sources' getenv calls were not found")
    for name in pairs(names) do
      assert.is_truthy(r.stdout:find("\n  " .. name .. " ", 1, true), name .. " not in:\n" .. r.stdout)
    end
  end)

  it("a bad option exits 2 with the usage on stderr", function()
    local r = pabench("--frobnicate")
    assert_exit(r, 2)
    assert.is_truthy(r.stderr:find("--frobnicate", 1, true))
    assert.is_truthy(r.stderr:find("usage:", 1, true))
    assert.are.equal("", r.stdout)
  end)

  it("PABENCH_BACKEND is checked at start as --backend is: a bad one exits 2 naming it", function()
    local r = H.run(string.format("env PABENCH_BACKEND=bogus %s -e %s", q(H.pabench), q("print('ran')")))
    assert_exit(r, 2)
    assert.is_truthy(r.stderr:find("PABENCH_BACKEND=bogus", 1, true), describe_result(r))
    assert.is_truthy(r.stderr:find("auto, cpu, cuda", 1, true), describe_result(r))
    assert.are.equal("", r.stdout)
    -- --backend wins over it
    r = H.run(string.format("env PABENCH_BACKEND=bogus %s --backend cpu -e %s", q(H.pabench), q("print(pa.backend())")))
    assert_exit(r, 0)
    assert.are.equal("cpu\n", r.stdout)
  end)

  it("an option missing its argument exits 2", function()
    assert_exit(pabench("-e"), 2)
  end)

  it("-e runs code", function()
    local r = pabench("-e " .. q("print(1+1)"))
    assert_exit(r, 0)
    assert.are.equal("2\n", r.stdout)
  end)

  it("-e code sees pa loaded as a global", function()
    local r = pabench("-e " .. q("print(type(pa), pa.version, pa.backend())"))
    assert_exit(r, 0)
    assert.are.equal("table\t" .. pa.version .. "\tcpu\n", r.stdout)
  end)

  it("an error in -e exits 1", function()
    local r = pabench("-e " .. q("error('bad things')"))
    assert_exit(r, 1)
    assert.is_truthy(r.stderr:find("bad things", 1, true))
  end)

  it("a script sees arg[0], arg[1], arg[2] and ...", function()
    local script = H.temp_file("print(arg[0], arg[1], arg[2], select('#', ...), ...)\n")
    local r = pabench(q(script) .. " alpha beta")
    assert_exit(r, 0)
    assert.are.equal(script .. "\talpha\tbeta\t2\talpha\tbeta\n", r.stdout)
  end)

  it("options after the script belong to the script", function()
    local script = H.temp_file("print(...)\n")
    local r = pabench(q(script) .. " --version -e x")
    assert_exit(r, 0)
    assert.are.equal("--version\t-e\tx\n", r.stdout)
  end)

  it("-- stops option handling", function()
    local script = H.temp_file("print(arg[0], ...)\n")
    local r = pabench("-- " .. q(script) .. " one")
    assert_exit(r, 0)
    assert.are.equal(script .. "\tone\n", r.stdout)
  end)

  it("-l NAME and -l G=NAME require a library into a global, as lua's -l", function()
    local r = pabench("-l string -l s=string -l cmp=pa.compare -e " .. q("print(string.rep('a', 2), s.rep('b', 2), "
      .. "type(cmp.records), rawget(_G, 's=string'))"))
    assert_exit(r, 0)
    assert.are.equal("aa\tbb\tfunction\tnil\n", r.stdout)
    r = pabench("-l g=no_such_module -e " .. q("print(1)"))
    assert_exit(r, 1)
    assert.is_truthy(r.stderr:find("module 'no_such_module' not found", 1, true), r.stderr)
    assert.are.equal("", r.stdout)
  end)

  it("a script error exits 1 with the message and a file:line traceback", function()
    local script = H.temp_file("local x = 1\nerror('the scenario broke')\n")
    local r = pabench(q(script))
    assert_exit(r, 1)
    assert.is_truthy(r.stderr:find("the scenario broke", 1, true))
    assert.is_truthy(r.stderr:find(script .. ":2:", 1, true), r.stderr)
    assert.is_truthy(r.stderr:find("traceback", 1, true), r.stderr)
  end)

  it("a missing script exits 1 naming it", function()
    local r = pabench(q("/nonexistent/scenario.lua"))
    assert_exit(r, 1)
    assert.is_truthy(r.stderr:find("/nonexistent/scenario.lua", 1, true))
  end)

  it("- reads the script from stdin, with arguments", function()
    local r = pabench("- x y", "print('from stdin', ...)\n")
    assert_exit(r, 0)
    assert.are.equal("from stdin\tx\ty\n", r.stdout)
  end)

  it("with no script and stdin not a terminal, runs stdin as a script", function()
    local r = pabench("", "print(6 * 7)\nprint(pa ~= nil)\n")
    assert_exit(r, 0)
    assert.are.equal("42\ntrue\n", r.stdout)
  end)

  it("-i script runs the script, then the REPL reads stdin", function()
    local script = H.temp_file("print('script ran')\n")
    local r = pabench("-i " .. q(script), "print(40+2)\n")
    assert_exit(r, 0)
    local ran = r.stdout:find("script ran", 1, true)
    local answer = r.stdout:find("42", 1, true)
    assert.is_truthy(ran, describe_result(r))
    assert.is_truthy(answer, describe_result(r))
    assert.is_true(ran < answer, "the script runs before the REPL")
  end)

  it("-i opens the REPL on a scenario's rows where it found a kernel wrong, and still exits 1", function()
    -- a tolerance below the kernels' error stands in for a kernel that reads wrong memory
    local strict = "-e " .. q("require('pa.bench').TOLERANCE.fp16 = 1e-5")
    local r = pabench(strict .. " -i scenarios/smoke.lua --quick --quiet --ctx 16",
      "print('rows', #pa.last.rows, pa.last.rows[1].correct)\n")
    assert_exit(r, 1)
    assert.is_truthy(r.stdout:find("rows\t7\tNO\n", 1, true), describe_result(r))
    assert.are.equal("scenarios/smoke.lua: 7 of 7 rows with a kernel wrong (NO) or failing (ERROR): exit status 1\n",
      r.stderr)
  end)

  it("the REPL prints the value of an expression", function()
    local r = pabench("-i", "40+2\n")
    assert_exit(r, 0)
    -- piped, the input is read without line editing, so not echoed: the value follows the prompt
    assert.is_truthy(r.stdout:find("\npa> 42\n", 1, true), describe_result(r))
  end)

  it("the REPL reads piped input without line editing: no crash on bytes readline's callbacks fail on", function()
    -- Ctrl-] (character search), ESC, s: readline 8.2 crashed here; and a line longer than any buffer
    local r = pabench("-i", "\29\27s\nprint(#('" .. string.rep("x", 10000) .. "'))\n")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("pa> 10000\n", 1, true), describe_result(r))
  end)

  it("the REPL's banner names the version and the backend", function()
    local r = pabench("-i", "")
    assert_exit(r, 0)
    local banner = r.stdout:match("[^\n]*help%(pa%)[^\n]*") or r.stdout
    assert.is_truthy(banner:find("pabench " .. pa.version, 1, true), "banner: " .. banner)
    assert.is_truthy(banner:find("cpu", 1, true), "banner: " .. banner)
  end)

  it("--backend cpu works", function()
    local r = pabench("--backend cpu -e " .. q("print(pa.backend())"))
    assert_exit(r, 0)
    assert.are.equal("cpu\n", r.stdout)
  end)

  it("--backend bogus exits 2 listing cpu, cuda and auto, with no traceback", function()
    local r = pabench("--backend bogus -e " .. q("print('ran')"))
    assert.are.equal("exit", r.how)
    assert.are.equal(2, r.code)
    assert.are.equal("", r.stdout)
    for _, name in ipairs { "bogus", "cpu", "cuda", "auto" } do
      assert.is_truthy(r.stderr:find(name, 1, true), "stderr does not mention " .. name .. ": " .. r.stderr)
    end
    assert.is_falsy(r.stderr:find("traceback", 1, true), r.stderr)
  end)

  it("--list lists the kernels, the allocators and the subcommands", function()
    local r = pabench("--list")
    assert.is_truthy(r.stdout:find("subcommands:\n  check ", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("\n  compare ", 1, true), r.stdout)
    assert_exit(r, 0)
    -- each name as the first word of a line of its own section: a bare search of the
    -- whole text finds "paged" in paged_scalar, and gqa, auto, gather, contiguous and
    -- shuffled in the scenarios' descriptions, so it passed with those entries gone
    local function listed(section, next_section)
      local body = r.stdout:match("\n?" .. section .. ":\n(.-)\n" .. next_section .. "[ :]")
      assert.is_truthy(body, "no '" .. section .. "' section followed by '" .. next_section .. "':\n" .. r.stdout)
      local names = {}
      for name in ("\n" .. body):gmatch("\n  ([%w_]+) ") do names[#names + 1] = name end
      return names
    end
    local kernels, allocators = {}, {}
    for _, k in ipairs(pa.kernels()) do kernels[#kernels + 1] = k.name end
    for _, a in ipairs(pa.allocators()) do allocators[#allocators + 1] = a.name end
    assert.are.same(kernels, listed("kernels", "allocators"))
    assert.are.same(allocators, listed("allocators", "scenarios"))
  end)

  it("a scenario runs kernels end to end", function()
    local script = H.temp_file([[
      local c = pa.cache{blocks = 16, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp16"}
      local b = pa.batch{cache = c, allocator = pa.allocator("shuffled", c), heads = 4, context_lens = {40, 7}}
      local err = pa.kernel("split_kv", {splits = 2}):run(b):max_abs_err(b:reference())
      print(err < 2e-2 and "PASS" or "FAIL")
    ]])
    local r = pabench(q(script))
    assert_exit(r, 0)
    assert.are.equal("PASS\n", r.stdout)
  end)

  describe("exit status through os.execute (Lua 5.4 results)", function()
    it("success is true, 'exit', 0", function()
      local ok, how, code = os.execute(string.format("env PABENCH_BACKEND=cpu %s -e 'local x = 1' >/dev/null 2>&1",
        q(H.pabench)))
      assert.are.same({ true, "exit", 0 }, { ok, how, code })
    end)

    it("a script error is nil, 'exit', 1", function()
      local ok, how, code = os.execute(string.format("env PABENCH_BACKEND=cpu %s -e 'error(1)' >/dev/null 2>&1",
        q(H.pabench)))
      assert.are.same({ nil, "exit", 1 }, { ok, how, code })
    end)

    it("bad usage is nil, 'exit', 2", function()
      local ok, how, code = os.execute(string.format("env PABENCH_BACKEND=cpu %s --frobnicate >/dev/null 2>&1",
        q(H.pabench)))
      assert.are.same({ nil, "exit", 2 }, { ok, how, code })
    end)
  end)
end)

describe("pabench check beside a file or directory named check", function()
  local dir = os.tmpname()
  local cwd = io.popen("pwd"):read("l")
  local exe = H.pabench:sub(1, 1) == "/" and H.pabench or cwd .. "/" .. H.pabench

  local function in_dir(args)
    return H.run(string.format("cd %s && env PABENCH_BACKEND=cpu HOME=%s %s %s", q(dir), q(home), q(exe), args))
  end

  before_each(function() H.fresh_dir(dir) end)
  after_each(function() H.remove_dir(dir) end)

  it("runs the subcommand where the directory holds a directory named check", function()
    os.execute("mkdir " .. q(dir .. "/check"))
    local r = in_dir("check --help")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("usage: pabench check", 1, true), describe_result(r))
  end)

  it("runs the subcommand beside a script named check, which runs as ./check", function()
    H.write_file(dir .. "/check", "print('the script named check')\n")
    local r = in_dir("check --help")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("usage: pabench check", 1, true), describe_result(r))
    r = in_dir("./check")
    assert_exit(r, 0)
    assert.are.equal("the script named check\n", r.stdout)
  end)
end)

describe("pabench check's options", function()
  -- a usage mistake: exit 2 before the matrix runs, `want` on stderr
  local function refused(args, want)
    local r = pabench("check " .. args)
    assert_exit(r, 2)
    assert.is_truthy(r.stderr:find(want, 1, true), describe_result(r))
    assert.are.equal("", r.stdout)
  end

  it("refuse a --csv path that cannot take the file before running", function()
    refused("--quick --kernels paged --csv /tmp", "pabench check: --csv /tmp: is a directory")
    refused("--quick --csv /no/such/dir/x.csv", "pabench check: --csv /no/such/dir/x.csv: no such directory")
    refused("--quick --csv ''", "pabench check: --csv : an empty path names no file")
  end)

  it("refuse another option where a value belongs", function()
    refused("--csv --quick", "pabench check: --csv expects a value, got the option --quick")
    refused("--kernels --quick", "pabench check: --kernels expects a value, got the option --quick")
  end)

  it("refuse an empty item in --kernels", function()
    refused("--quick --kernels paged,,gqa", "without empty items (got 'paged,,gqa')")
  end)
end)

describe("pa.run", function()
  -- pabench -e CODE, where CODE runs a scenario through pa.run as the REPL does
  local function run_code(code, stdin_text)
    return pabench("-e " .. q(code), stdin_text)
  end

  it("refuses a missing script without reading standard input", function()
    local r = run_code("print(pcall(pa.run))", "print('standard input ran')\n")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("^false\t[^\n]*pa%.run%(script, %.%.%.%): script must be a path\n"),
      describe_result(r))
    assert.is_falsy(r.stdout:find("standard input ran", 1, true), describe_result(r))
  end)

  it("raises a bad option as an error pcall catches, with the command line's message", function()
    local r = run_code("print(pcall(pa.run, 'scenarios/smoke.lua', '--iters', '0')); print('still running')")
    assert_exit(r, 0)
    local cli = pabench("scenarios/smoke.lua --iters 0")
    assert_exit(cli, 2)
    assert.are.equal("false\t" .. cli.stderr .. "still running\n", r.stdout)
  end)

  it("gives print back after a --markdown scenario that ends in an error, and writes no file", function()
    local r = run_code([[local plain, script, md = print, os.tmpname(), os.tmpname() .. ".md"
local f = io.open(script, "w")
f:write('require("pa.options").parse(arg, {}); print("half way"); error("stopped", 0)')
f:close()
print(pcall(pa.run, script, "--markdown", md))
io.write(tostring(print == plain), " ", tostring(io.open(md) == nil), "\n")
os.remove(script)]])
    assert_exit(r, 0)
    assert.are.equal("half way\nfalse\tstopped\ntrue true\n", r.stdout)
  end)

  it("raises a bad --plot and an error after parsing as errors too", function()
    local r = run_code("print(pcall(pa.run, 'scenarios/gqa.lua', '--quick', '--plot', 'chart.gif'));"
      .. "print(pcall(pa.run, 'scenarios/heterogeneous.lua', '--count', '1')); print('still running')")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("false\tscenarios/gqa.lua: --plot chart.gif: the file must end in .png or .svg\n",
      1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("false\tscenarios/heterogeneous.lua: --count must be at least 2 for a mix\n",
      1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("still running\n$"), describe_result(r))
  end)

  it("takes numbers as arguments and refuses other values, naming the argument", function()
    local r = run_code("local res = pa.run('scenarios/smoke.lua', '--quick', '--quiet', '--ctx', 16, '--iters', 1)\n"
      .. "print(res.rows[1].kernel, res.rows[1].correct)\n"
      .. "print(pcall(pa.run, 'scenarios/smoke.lua', '--ctx', {}))")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("max context 16,", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("\nnaive\tyes\n", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("\nfalse\tpa.run: argument 3 must be a string or a number (got table)\n", 1, true),
      describe_result(r))
  end)

  it("returns nothing from a script that ends without results, not the run before's", function()
    local r = run_code("assert(pa.run('scenarios/smoke.lua', '--quick', '--quiet', '--ctx', '16, 17', '--iters', 1))\n"
      .. "local f = os.tmpname(); print(pa.run(f), pa.last); os.remove(f)")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("max context 17,", 1, true), describe_result(r)) -- a list with a space
    assert.is_truthy(r.stdout:find("\nnil\tnil\n$"), describe_result(r))
  end)

  it("prints a scenario's --help and returns nothing, the process going on", function()
    local r = run_code("print(select('#', pa.run('scenarios/smoke.lua', '--help'))); print('still running')")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("^usage: pabench scenarios/smoke.lua"), describe_result(r))
    assert.is_truthy(r.stdout:find("\n0\nstill running\n$"), describe_result(r))
  end)
end)

describe("plot.from_json", function()
  teardown(H.cleanup)

  it("says which file is wrong and how", function()
    local bad = H.temp_file("not json")
    local charted = H.temp_file('{"scenario": "smoke", "rows": [], "chart": {"title": "t"}}')
    local r = pabench("-e " .. q(table.concat({
      "local from_json = require('pa.plot').from_json",
      "print(select(2, pcall(from_json, '/tmp', 'x.png')))",
      "print(select(2, pcall(from_json, " .. string.format("%q", bad) .. ", 'x.png')))",
      "print(select(2, pcall(from_json, " .. string.format("%q", bad) .. ")))",
      "print(select(2, pcall(from_json)))",
      "print(select(2, pcall(from_json, " .. string.format("%q", charted) .. ", '/no/such/dir/x.png')))",
    }, "\n")))
    assert_exit(r, 0)
    local want = {
      "plot: cannot read /tmp: Is a directory",
      "plot: " .. bad .. " is not valid JSON: ",
      "plot.from_json(json, image): image must be the name of a .png or .svg file to draw (got nil)",
      "plot.from_json(json, image): json must be the name of a scenario's --json file (got nil)",
      "plot: /no/such/dir/x.png: no such directory",
    }
    local got = {}
    for line in r.stdout:gmatch("[^\n]+") do got[#got + 1] = line end
    assert.are.equal(#want, #got, describe_result(r))
    for i, w in ipairs(want) do
      assert.are.equal(w, got[i]:sub(1, #w), describe_result(r))
    end
  end)
end)

describe("standard output", function()
  it("lost to a full disk is an error, exit 1, whatever wrote it", function()
    for _, args in ipairs{"--help", "--list", "-e " .. q("print(1)"), "-e " .. q("print(1); os.exit(0)")} do
      local r = H.run(string.format("(env PABENCH_BACKEND=cpu %s %s >/dev/full)", q(H.pabench), args))
      assert_exit(r, 1)
      assert.is_truthy(r.stderr:find("pabench: error writing standard output", 1, true), describe_result(r))
    end
    local r = H.run(string.format("(env PABENCH_BACKEND=cpu %s -e %s >/dev/full)", q(H.pabench), q("os.exit(0)")))
    assert_exit(r, 0) -- nothing written, nothing lost
  end)
end)

describe("plot and gnuplot", function()
  teardown(H.cleanup)

  it("a record's titles cannot add commands to gnuplot's script, nor a --plot path", function()
    local dir = H.fresh_dir()
    local rec, marker = dir .. "/rec.json", dir .. "/INJECTED"
    assert_exit(pabench("scenarios/smoke.lua --quick --quiet --ctx 16 --json " .. q(rec)), 0)
    local f = assert(io.open(rec)); local text = f:read("a"); f:close()
    local evil = string.format('"title": "x\\nsystem \\"touch %s\\"\\nset title \\"y"', marker)
    local n
    text, n = text:gsub('"title": ?"naive"', function() return evil end)
    assert.is_true(n >= 1, "no series titled naive in the record")
    f = assert(io.open(rec, "w")); f:write(text); f:close()
    local r = pabench("-e " .. q(string.format("require('pa.plot').from_json(%q, %q)", rec, dir .. "/out.svg")))
    assert_exit(r, 0)
    assert.is_nil(io.open(marker), "gnuplot ran the title's command")
    assert.is_truthy(io.open(dir .. "/out.svg"), describe_result(r))
    r = pabench("scenarios/smoke.lua --quick --quiet --ctx 16 --plot " .. q("x\nsystem \"true\"\ny.svg"))
    assert_exit(r, 2)
    assert.is_truthy(r.stderr:find("control character", 1, true), describe_result(r))
    H.remove_dir(dir)
  end)
end)

describe("--list", function()
  local dir = os.tmpname()
  local marker = os.tmpname()
  before_each(function() os.remove(marker) end)
  teardown(function()
    os.execute("rm -rf " .. q(dir))
    os.remove(marker)
  end)

  it("lists the scenarios of any PABENCH_SCENARIOS, running no part of it as a command", function()
    os.remove(dir)
    dir = dir .. [[ it's "here" $(x)]]
    assert(os.execute("mkdir -p " .. q(dir)))
    H.write_file(dir .. "/mine.lua", "-- a scenario of my own\n")
    local r = H.pabench_run("--list", nil, "PABENCH_SCENARIOS=" .. q(dir))
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("mine.lua%s+a scenario of my own\n"), describe_result(r))
    for _, value in ipairs{'"; touch ' .. marker .. '; "', "'; touch " .. marker .. "; '", "$(touch " .. marker .. ")"} do
      r = H.pabench_run("--list", nil, "PABENCH_SCENARIOS=" .. q(value))
      assert_exit(r, 0)
      assert.is_nil(io.open(marker), "PABENCH_SCENARIOS=" .. value .. " ran a command")
      -- the folder came from PABENCH_SCENARIOS: where pabench runs has no say
      assert.is_truthy(r.stdout:find("(none found in the folder PABENCH_SCENARIOS names)", 1, true),
        describe_result(r))
    end
  end)

  it("says where to run pabench or what to set where it finds no scenarios/ folder", function()
    local elsewhere = os.tmpname()
    os.remove(elsewhere)
    assert(os.execute("mkdir -p " .. q(elsewhere)))
    local bin = H.pabench:sub(1, 1) == "/" and H.pabench or os.getenv("PWD") .. "/" .. H.pabench
    local r = H.run(string.format("cd %s && env -u PABENCH_SCENARIOS PABENCH_BACKEND=cpu %s --list", q(elsewhere),
      q(bin)))
    os.execute("rm -rf " .. q(elsewhere))
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("(none found here: run pabench where its scenarios/ folder is, or set "
      .. "PABENCH_SCENARIOS to a folder)", 1, true), describe_result(r))
  end)
end)

describe("the bench/ probes' words", function()
  it("-h and --help print the probe's leading comment and exit 0; an unknown option or set exits 2", function()
    for _, flag in ipairs{"-h", "--help"} do
      local r = pabench("bench/explore.lua " .. flag)
      assert_exit(r, 0)
      assert.is_truthy(r.stdout:find("^Launch options against one another"), describe_result(r))
      assert.is_falsy(r.stdout:find("local pa", 1, true), describe_result(r))
    end
    local r = pabench("bench/tune.lua --bogus")
    assert_exit(r, 2)
    assert.is_truthy(r.stderr:find("bench/tune.lua: unknown option '--bogus'", 1, true), describe_result(r))
    -- ab.lua runs under two builds, the base often older than its -h: one
    -- without options.script_help still times (here no config matches)
    r = pabench("-e " .. q("require('pa.options').script_help = nil") .. " bench/ab.lua base '^no such config$'")
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("^base%s+read bandwidth"), describe_result(r))
    r = pabench("bench/merge_probe.lua '^no such step$' 0")
    assert_exit(r, 2)
    assert.is_truthy(r.stderr:find("bench/merge_probe.lua: layers must be a whole number >= 1, got '0'", 1, true),
      describe_result(r))
    r = pabench("bench/explore.lua nosuch")
    assert_exit(r, 2)
    assert.is_truthy(r.stderr:find("unknown set 'nosuch' (one of: ", 1, true), describe_result(r))
    assert.are.equal("", r.stdout)
  end)
end)

describe("bench/plan_moves.lua", function()
  -- auto.lua records as --json writes them, cut to what the script reads
  local function record(dir, name, body)
    local f = assert(io.open(dir .. "/" .. name, "w"))
    f:write(body)
    f:close()
  end
  local function step_record(options, step, auto, auto_us, launches)
    local detail = {}
    for _, l in ipairs(launches) do
      detail[#detail + 1] = string.format('{"step": "%s", "launch": "%s", "us": %s, "correct": "yes"}', step, l[1],
        l[2])
    end
    return string.format('{"scenario": "auto", "options": %s, "device": {"sms": 132, "backend": "cuda"}, '
      .. '"rows": [{"shape": 1, "step": "%s", "auto": "%s", "auto_us": %s}], "detail": [%s]}', options, step, auto,
      auto_us, table.concat(detail, ", "))
  end

  it("lists the recorded steps this build launches otherwise, with both launches' times", function()
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir -p " .. q(dir)))
    -- a CTA a head over 742 tokens, which the grouped CTAs now take in 3 parts
    record(dir, "a.json", step_record('{"configs": ["1x742"], "heads": 64, "kv_heads": 16, "head_dim": 64, '
      .. '"dtype": "bf16", "block_size": 16, "allocator": "contiguous"}', "bf16 D64 64/16 bs16 cont 1x742",
      "paged(chunk=64)", 6.09, {{"paged(chunk=64)", 6.09}, {"gqa(chunk=64, splits=3)", 3.58},
      {"gqa(chunk=64, splits=4)", 3.54}}))
    -- group 1: split_kv's launch timed under gqa's name
    record(dir, "b.json", step_record('{"configs": ["120x271"], "heads": 8, "kv_heads": 8}',
      "fp16 D128 8/8 bs16 shuf 120x271", "split_kv(chunk=64, splits=3)", 39.40,
      {{"split_kv(chunk=64, splits=3)", 39.40}, {"gqa(chunk=64, splits=1, threads=128)", 34.20}}))
    -- a step its options do not draw again, and a record of another scenario
    record(dir, "c.json", step_record('{"configs": ["9x9"]}', "fp16 D128 32/8 bs16 shuf 9x10",
      "paged(chunk=64)", 2.0, {{"paged(chunk=64)", 2.0}}))
    record(dir, "d.json", '{"scenario": "peak", "rows": []}')
    local r = pabench("bench/plan_moves.lua " .. q(dir))
    os.execute("rm -rf " .. q(dir))
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("bf16 D64 64/16 bs16 cont 1x742%s+paged%(chunk=64%)%s+6%.09%s+"
      .. "gqa%(chunk=64, splits=3%)%s+3%.58%s+3%.54%s+1%.720%s+1%.011"), describe_result(r))
    assert.is_truthy(r.stdout:find("120x271%s+split_kv%(chunk=64, splits=3%)%s+39%.40%s+"
      .. "split_kv%(chunk=64, splits=1, threads=128%)%s+34%.20"), describe_result(r))
    assert.is_truthy(r.stdout:find("3 auto.lua records, 3 steps (1 not drawn again the same", 1, true),
      describe_result(r))
    assert.is_truthy(r.stdout:find("2 launched differently, 2 of them timed both ways", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("recorded auto 1.408 times the best launch, this build 1.006", 1, true),
      describe_result(r))
    -- every step whose planned launch was timed: both moved steps; the third draws no step
    assert.is_truthy(r.stdout:find("launch here was timed (2): this build 1.006 times the best launch, 0 over 5 %; "
      .. "recorded auto 1.408", 1, true), describe_result(r))
  end)

  it("leaves out the steps a record timed before a change of the kernels they launch", function()
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir -p " .. q(dir)))
    -- 9 x 10 at group 4: its grouped launch unsplit packs two one-warp CTAs a CTA since 894399d
    local function tiny(build)
      return step_record('{"configs": ["9x10"]}', "fp16 D128 32/8 bs16 shuf 9x10", "paged(chunk=64)", 2.4,
        {{"paged(chunk=64)", 2.4}, {"gqa(chunk=64, splits=1)", 2.0}}):gsub('^{', '{"build": "' .. build .. '", ')
    end
    record(dir, "before.json", tiny("d878895"))                  -- the commit before it
    record(dir, "after.json", tiny("894399d-dirty"))             -- that commit, with local changes
    -- 2 x 60 does not pack: the change does not touch it, whenever it was timed
    record(dir, "other.json", (step_record('{"configs": ["2x60"]}', "fp16 D128 32/8 bs16 shuf 2x60",
      "paged(chunk=64)", 3.0, {{"paged(chunk=64)", 3.0}, {"gqa(chunk=64, splits=1)", 2.5}}):gsub('^{',
      '{"build": "d878895", ')))
    local r = pabench("bench/plan_moves.lua " .. q(dir))
    os.execute("rm -rf " .. q(dir))
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("1 steps left out: timed before 894399d (grouped one-warp CTAs of whole "
      .. "sequences packed several a CTA), which changed the kernels they launch", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("launch here was timed (2):", 1, true), describe_result(r))
    assert.are.equal(1, select(2, r.stdout:gsub("9x10", "")), describe_result(r))
  end)

  it("with `over`, lists the steps whose planned launch ran over 5 % of the best, moved or not", function()
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir -p " .. q(dir)))
    record(dir, "a.json", step_record('{"configs": ["2x60"]}', "fp16 D128 32/8 bs16 shuf 2x60", "paged(chunk=64)",
      3.0, {{"paged(chunk=64)", 3.0}, {"gqa(chunk=64, splits=1)", 2.5}}))
    record(dir, "b.json", step_record('{"configs": ["120x271"], "heads": 8, "kv_heads": 8}',
      "fp16 D128 8/8 bs16 shuf 120x271", "split_kv(chunk=64, splits=3)", 39.40,
      {{"split_kv(chunk=64, splits=3)", 39.40}, {"gqa(chunk=64, splits=1, threads=128)", 34.20}}))
    local r = pabench("bench/plan_moves.lua over " .. q(dir))
    os.execute("rm -rf " .. q(dir))
    assert_exit(r, 0)
    -- with the rule that decided this build's count (2 x 60 at group 4: a CTA a query head)
    assert.is_truthy(r.stdout:find("2x60%s+paged%(chunk=64%)%s+3%.00%s+gqa%(chunk=64, splits=1%)%s+2%.50%s+1%.200"
      .. "%s+one_head_ctas\n"), describe_result(r))
    assert.is_truthy(r.stdout:find("\nthe rule that decided each count (pa.plan's last rule): one_head_ctas 1\n", 1,
      true), describe_result(r))
    assert.is_falsy(r.stdout:find("120x271", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("launch here was timed (2): this build 1.095 times the best launch, 1 over 5 %",
      1, true), describe_result(r))
  end)

  it("with `curves`, prints each launch of the steps named by their text, by split count", function()
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir -p " .. q(dir)))
    record(dir, "a.json", step_record('{"configs": ["10x132"]}', "fp16 D128 32/8 bs16 shuf 10x132",
      "gqa(chunk=64, splits=2)", 4.71, {{"gqa(chunk=64, splits=2)", 4.71}, {"gqa(chunk=64, splits=1)", 2.59},
      {"split_kv(chunk=64, splits=4)", 9.29}, {"split_kv(chunk=64, splits=1)", 6.78}, {"paged(chunk=64)", 6.78}}))
    record(dir, "b.json", step_record('{"configs": ["2x60"]}', "fp16 D128 32/8 bs16 shuf 2x60", "paged(chunk=64)",
      3.0, {{"paged(chunk=64)", 3.0}}))
    local r = pabench("bench/plan_moves.lua curves " .. q("32/8 bs16 shuf 10x") .. " " .. q(dir))
    local none = pabench("bench/plan_moves.lua curves")
    os.execute("rm -rf " .. q(dir))
    assert_exit(r, 0)
    -- the build's own launch, kept whole (short_pair in src/plan_mma_splits.c), beside the recorded one's curve
    assert.is_truthy(r.stdout:find("this build: gqa(chunk=64, splits=1) 2.59 us (1.000); best gqa(chunk=64, "
      .. "splits=1) 2.59 us", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("gqa%(chunk=64%)%s+1:2%.59 2:4%.71\n"), describe_result(r))
    assert.is_truthy(r.stdout:find("split_kv%(chunk=64%)%s+1:6%.78 4:9%.29\n"), describe_result(r))
    assert.is_falsy(r.stdout:find("2x60", 1, true), describe_result(r))
    assert_exit(none, 2)
    assert.is_truthy(none.stderr:find("curves takes the text of the steps to show", 1, true), describe_result(none))
  end)

  it("with `--since`, reads only the records built from that commit or a later one", function()
    local head = io.popen("git rev-parse --short=12 HEAD"):read("l")
    assert.is_truthy(head and head:match("^%x+$"), "a checkout with its git history")
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir -p " .. q(dir)))
    local function built(build, body) return (body:gsub("^{", '{"build": "' .. build .. '", ')) end
    local function at(len, us)
      return step_record('{"configs": ["2x' .. len .. '"]}', "fp16 D128 32/8 bs16 shuf 2x" .. len, "paged(chunk=64)",
        us, {{"paged(chunk=64)", us}, {"gqa(chunk=64, splits=1)", 2.5}})
    end
    record(dir, "a.json", built(head .. "-dirty", at(60, 3.0)))   -- this commit, with local changes: read
    record(dir, "b.json", built("0123456789ab", at(61, 4.0)))     -- no commit of this repository
    record(dir, "c.json", at(62, 5.0))                            -- no build kept
    local r = pabench("bench/plan_moves.lua over --since HEAD " .. q(dir))
    local all = pabench("bench/plan_moves.lua over " .. q(dir))
    local bad = pabench("bench/plan_moves.lua --since no-such-commit " .. q(dir))
    local bare = pabench("bench/plan_moves.lua " .. q(dir) .. " --since")
    os.execute("rm -rf " .. q(dir))
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("2x60", 1, true), describe_result(r))
    assert.is_falsy(r.stdout:find("2x61", 1, true), describe_result(r))
    assert.is_falsy(r.stdout:find("2x62", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("--since HEAD: 2 auto.lua records left out", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("launch here was timed (1)", 1, true), describe_result(r))
    assert_exit(all, 0)
    assert.is_truthy(all.stdout:find("launch here was timed (3)", 1, true), describe_result(all))
    assert_exit(bad, 2)
    assert.is_truthy(bad.stderr:find("--since: 'no-such-commit' is no commit of this repository", 1, true),
      describe_result(bad))
    assert_exit(bare, 2)
    assert.is_truthy(bare.stderr:find("--since takes a commit", 1, true), describe_result(bare))
  end)

  it("reads the records a round packed in an archive, named ARCHIVE:MEMBER", function()
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir -p " .. q(dir .. "/round1")))
    record(dir .. "/round1", "a.json", step_record('{"configs": ["2x60"]}', "fp16 D128 32/8 bs16 shuf 2x60",
      "paged(chunk=64)", 3.0, {{"paged(chunk=64)", 3.0}, {"gqa(chunk=64, splits=1)", 2.5}}))
    record(dir .. "/round1", "notes.txt", "not a record")
    record(dir, "b.json", step_record('{"configs": ["2x61"]}', "fp16 D128 32/8 bs16 shuf 2x61",
      "paged(chunk=64)", 4.0, {{"paged(chunk=64)", 4.0}}))
    assert(os.execute(string.format("tar -czf %s -C %s round1 && rm -rf %s", q(dir .. "/r1.tar.gz"), q(dir),
      q(dir .. "/round1"))))
    record(dir, "empty.tar.gz", "not an archive")
    local r = pabench("bench/plan_moves.lua over " .. q(dir))
    os.execute("rm -rf " .. q(dir))
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find(dir .. "/r1.tar.gz:round1/a.json", 1, true), describe_result(r))
    assert.is_truthy(r.stdout:find("2 auto.lua records, 2 steps", 1, true), describe_result(r))
  end)

  it("says so where a folder holds no record, and fails where none does", function()
    local r = pabench("bench/plan_moves.lua /nonexistent-folder")
    assert_exit(r, 1)
    assert.is_truthy(r.stderr:find("no record (*.json, *.json.gz, or in a *.tar.gz) under /nonexistent-folder", 1,
      true), describe_result(r))
  end)
end)

describe("help", function()
  it("documents every function of pa, each under its own name", function()
    local missing = {}
    for name, v in pairs(pa) do
      if type(v) == "function" then
        local text = pa.doc[v]
        if not (text and text:find("pa." .. name, 1, true)) then missing[#missing + 1] = name end
      end
    end
    table.sort(missing)
    assert.are.same({}, missing)
  end)

  it("a script stopped by Ctrl-C prints where it was, then ends by SIGINT", function()
    -- the script sends itself the Ctrl-C once it runs, however slow the start
    -- (popen, not os.execute: system() ignores SIGINT while it waits); the
    -- timeout only keeps a lost signal from hanging the suite
    local r = H.run(string.format("env PABENCH_BACKEND=cpu timeout -s KILL 60 %s -e %s", q(H.pabench),
      q("io.popen('kill -INT $PPID'):close() while true do end")))
    assert.are.equal(130, r.code, describe_result(r))
    assert.is_truthy(r.stderr:find("interrupted!", 1, true), describe_result(r))
    assert.is_truthy(r.stderr:find("stack traceback", 1, true), describe_result(r))
  end)

  it("Ctrl-C stops a long call into C, not only Lua code", function()
    -- a fragmented pool's churn of a few minutes; the script sends itself the
    -- Ctrl-C a second into it, and must end by SIGINT long before the churn would
    local code = table.concat({
      "local c = pa.cache{blocks = 1 << 18, block_size = 1, kv_heads = 1, head_dim = 64}",
      "io.popen('(sleep 1; kill -INT $PPID) &'):close()",
      "pa.allocator('fragmented', c, {churn = 100000})",
    }, " ")
    local t0 = os.time()
    local r = H.run(string.format("env PABENCH_BACKEND=cpu timeout -s KILL 60 %s -e %s", q(H.pabench), q(code)))
    local took = os.time() - t0
    assert.are.equal(130, r.code, describe_result(r))
    assert.is_truthy(r.stderr:find("interrupted!", 1, true), describe_result(r))
    assert.is_truthy(r.stderr:find("pa.allocator", 1, true), describe_result(r))
    assert.is_true(took < 20, "took " .. took .. " s")
  end)

  it("help(x) prints x's documentation", function()
    local r = pabench("-e " .. q("help(pa.read_bandwidth)"))
    assert_exit(r, 0)
    assert.is_truthy(r.stdout:find("^pa%.read_bandwidth%(%[again%]%) %-> GB/s"), describe_result(r))
  end)

  it("help(object) prints the documentation of what made it", function()
    local r = pabench("-e " .. q(table.concat({
      "local c = pa.cache{blocks = 8, block_size = 16, kv_heads = 2, head_dim = 64}",
      "local a = pa.allocator('contiguous', c)",
      "local b = pa.batch{cache = c, allocator = a, heads = 4, context_lens = {20}}",
      "local k = pa.kernel('paged')",
      "for _, x in ipairs{c, a, a:allocate(16), b, k, k:run(b), pa.version} do help(x) print('@@') end",
    }, "\n")))
    assert_exit(r, 0)
    local texts = {}
    for t in r.stdout:gmatch("(.-)@@\n") do texts[#texts + 1] = t end
    assert.are.equal(7, #texts, describe_result(r))
    local starts = {"^pa%.cache{", "^pa%.allocator%(", "^pa%.allocator%(", "^pa%.batch{", "^pa%.kernel%(",
                    "^An output %[batch, heads, head_dim%]", "^pa%.version: "}
    for i, pattern in ipairs(starts) do
      assert.is_truthy(texts[i]:find(pattern), "help of object " .. i .. ": " .. texts[i])
    end
    assert.is_falsy(r.stdout:find("no documentation", 1, true), describe_result(r))
  end)
end)

describe("pa.so in a plain lua5.4 process", function()
  teardown(function() H.cleanup() end)

  it("loads and reports its version", function()
    local r = H.lua_run("local pa = require 'pa'\nprint(pa.version, pa.backend())\n")
    assert_exit(r, 0)
    assert.are.equal(pa.version .. "\tcpu\n", r.stdout)
  end)

  it("exits cleanly after running kernels", function()
    -- the crash this guards against (OpenMP's worker threads still running in
    -- libgomp when lua_close unloads pa.so) is a race; many short parallel
    -- regions just before the exit make it show nearly every time
    local code = [[
      local pa = require "pa"
      local c = pa.cache{blocks = 4, block_size = 16, kv_heads = 2, head_dim = 64, dtype = "fp32"}
      local b = pa.batch{cache = c, block_tables = {{0}}, context_lens = {3}}
      local k = pa.kernel("paged", {})
      print(k:run(b):max_abs_err(b:reference()) < 1e-4)
      for _ = 1, 1000 do k:run(b) end
    ]]
    for attempt = 1, 3 do
      local r = H.lua_run(code)
      assert.are.equal("true\n", r.stdout, describe_result(r))
      assert.are.equal("exit", r.how, "attempt " .. attempt .. ": " .. describe_result(r))
      assert.are.equal(0, r.code, "attempt " .. attempt .. ": " .. describe_result(r))
    end
  end)
end)
