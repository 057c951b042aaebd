-- The REPL on a terminal: `script` (util-linux) gives pabench a pseudo-terminal,
-- so readline runs as it does for a user, keys and all.
local H = require "spec.helper"

local q = H.quote

-- the keys, each group after a pause so readline takes them as typed; \r is Enter
local function typed(keys)
  local parts = {}
  for _, k in ipairs(keys) do parts[#parts + 1] = "sleep 0.3; printf %b " .. q(k) end
  return "(sleep 0.5; " .. table.concat(parts, "; ") .. "; sleep 0.5)"
end

local function session(keys)
  local home = os.tmpname()
  os.remove(home)
  os.execute("mkdir " .. q(home))
  -- in parentheses: the redirections H.run adds would otherwise take script's stdin.
  -- exec: script runs the command through $SHELL, and a shell that stays (dash
  -- does) shares the terminal's process group, so Ctrl-C would kill it and
  -- script would report that; a user's shell gives pabench a group of its own
  local cmd = string.format("(%s | env PABENCH_BACKEND=cpu HOME=%s script -qfec %s /dev/null)", typed(keys), q(home),
    q("exec " .. q(H.pabench)))
  local r = H.run(cmd)
  local f = io.open(home .. "/.pabench_history")
  if f then
    r.history = f:read("a")
    f:close()
  end
  os.execute("rm -rf " .. q(home))
  return r
end

describe("the REPL on a terminal", function()
  it("survives completing a path through a table whose __index raises", function()
    local r = session {
      [[t = setmetatable({}, {__index = function() error("boom") end})\r]],
      "t.a.b\t\t",
      "\r",
      [[print("still" .. "here")\r]],
      "os.exit(7)\r",
    }
    -- 7 only if the session lasted to the last line
    assert.are.equal(7, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("stillhere", 1, true), r.stdout)
  end)

  it("completes a field of a table and a method of an object", function()
    local r = session {
      "print(type(pa.kern\t",
      "), 'typed')\r",
      "c = pa.cache{blocks = 1, block_size = 1, kv_heads = 1, head_dim = 64}\r",
      "print(#c:ro\t",
      [[("k", 0, 0, 0), 'long')\r]],
      "os.exit(0)\r",
    }
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    -- pa.kern completes as far as pa's names agree (pa.kernel), c:ro to c:row
    assert.is_truthy(r.stdout:find("function\ttyped", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("64\tlong", 1, true), r.stdout)
  end)

  it("takes Ctrl-C during a chunk as an error and keeps the session", function()
    local r = session {
      "while true do end\r",
      "\003",
      [[print("after" .. "int")\r]],
      "os.exit(3)\r",
    }
    assert.are.equal(3, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("interrupted!", 1, true), r.stdout)
    assert.is_truthy(r.stdout:find("afterint", 1, true), r.stdout)
  end)

  it("drops a half-typed line or chunk on Ctrl-C at the prompt", function()
    local r = session {
      [[print("half" .. "typed")]],
      "\003",
      [[for i = 1, 1 do print("in" .. "loop")\r]],
      "\003",
      "end\r",
      [[print("fresh" .. "line")\r]],
      "os.exit(4)\r",
    }
    assert.are.equal(4, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("freshline", 1, true), r.stdout)
    assert.is_falsy(r.stdout:find("halftyped", 1, true), r.stdout)
    assert.is_falsy(r.stdout:find("inloop", 1, true), r.stdout)
  end)

  it("survives an ESC and a meta key inside a character search and a history search", function()
    -- Ctrl-] ESC s crashed readline 8.2's callback interface; each group arrives at once
    local r = session {
      "\029\027s",
      "\018\027\027f",
      "\007\r",
      [[print("still" .. "alive")\r]],
      "os.exit(6)\r",
    }
    assert.are.equal(6, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("stillalive", 1, true), r.stdout)
  end)

  it("drops the line on Ctrl-C inside a history search", function()
    local r = session {
      [[x = "first" .. "one"\r]],
      "\018first",
      "\003",
      [[print("next" .. "line")\r]],
      "os.exit(8)\r",
    }
    assert.are.equal(8, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("nextline", 1, true), r.stdout)
    -- the line the search found was dropped, not run: one entry in the history
    local _, entries = (r.history or ""):gsub("first", "")
    assert.are.equal(1, entries, tostring(r.history))
  end)

  -- readline 8.2 frees the undo list of an edited history line while the line
  -- still holds it; recalled later, the line's undo, or its Enter, freed it again
  local function joined(...)
    local keys = {}
    for _, part in ipairs {...} do
      for _, k in ipairs(part) do keys[#keys + 1] = k end
    end
    return keys
  end
  local failed_search = {
    [[x = "a" .. "b"\r]],
    "\27[A",
    "\r", -- the line twice in the history
    "z",
    "\18x",
    "\27pz", -- ESC ends the search on the second line, M-p starts one for z
    "\r", -- z is not found: the typed z comes back, on the second line
  }
  local edits = {"\25", "\11", "\31", "\27\27", "\r"} -- yank, kill, undo, ESC ESC, Enter
  local finish = {[[print("still" .. "here")\r]], "os.exit(9)\r"}
  for _, recall in ipairs {
    {"Ctrl-O", {"\27[A", "\15"}},
    {"the arrows", {"\27[A", "\r", "\27[A", "\27[A"}},
    {"Ctrl-R", {"\27[A", "\r", "\18z", "\27"}},
  } do
    it("survives a history line recalled by " .. recall[1] .. " after a failed M-p", function()
      local r = session(joined(failed_search, recall[2], edits, finish))
      assert.are.equal(9, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
      assert.is_truthy(r.stdout:find("stillhere", 1, true), r.stdout)
    end)
  end

  it("survives a history line recalled after vi mode's first ESC", function()
    local r = session {
      [[x = "a" .. "b"\r]],
      "\27[A",
      "\127", -- the recalled line edited
      "\18",
      "\7",
      "\27\r", -- M-C-m: vi mode
      "\27", -- command mode, the first time on this line
      "\r",
      "\27[A", -- past the line just entered, to the edited one
      "\27[A",
      "\r",
      [[print("still" .. "here")\r]],
      "os.exit(9)\r",
    }
    assert.are.equal(9, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
    assert.is_truthy(r.stdout:find("stillhere", 1, true), r.stdout)
  end)

  it("writes each line to the history file as it is entered", function()
    -- os.exit leaves without the REPL's own ending
    local r = session {
      [[x = "kept" .. "line"\r]],
      "os.exit(5)\r",
    }
    assert.are.equal(5, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
    assert.is_truthy((r.history or ""):find('x = "kept" .. "line"', 1, true), tostring(r.history))
  end)

  it("says so when printing a value raises an error object that is not a string", function()
    local r = H.pabench_run("-i", table.concat({
      "e = setmetatable({}, {__tostring = function() return nil end})",
      "pa.show = function() error(e) end",
      "1",
      "print('after')",
    }, "\n") .. "\n")
    assert.are.equal(0, r.code, r.stdout .. r.stderr)
    assert.is_truthy(r.stderr:find("error printing values: (error object is not a string)", 1, true), r.stderr)
    assert.is_truthy(r.stdout:find("after", 1, true), r.stdout)
  end)
end)
