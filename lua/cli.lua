-- What `pabench --list` prints.
local pa = require "pa"
local shell_word = require("pa.report").shell_word
local M = {}

-- scenarios ship beside the binary's repository; --list looks where it is run
local function scenario_dir()
  return os.getenv("PABENCH_SCENARIOS") or "scenarios"
end

-- the directory's entries; Lua has no directory listing, so ls lists it,
-- given the name as one quoted word so no value reaches the shell as code
local function entries(dir)
  local names = {}
  local p = io.popen("ls -- " .. shell_word(dir) .. " 2>/dev/null")
  if not p then return names end
  for f in p:lines() do names[#names + 1] = f end
  p:close()
  return names
end

function M.list()
  print("kernels:")
  for _, k in ipairs(pa.kernels()) do print(string.format("  %-13s %s", k.name, k.description)) end
  print("allocators:")
  for _, a in ipairs(pa.allocators()) do print(string.format("  %-13s %s", a.name, a.description)) end
  local dir = scenario_dir()
  print("scenarios (in " .. dir .. "/):")
  local any = false
  for _, f in ipairs(entries(dir)) do
    if f:match("%.lua$") then
      local fh = io.open(dir .. "/" .. f)
      local first = fh and fh:read("l") or ""
      if fh then fh:close() end
      print(string.format("  %-18s %s", f, (first:gsub("^%-%-%s*", ""))))
      any = true
    end
  end
  -- the binary may run far from its repository (copied to a GPU machine): say where to look;
  -- where PABENCH_SCENARIOS chose the folder, the directory pabench runs in has no say
  if not any and os.getenv("PABENCH_SCENARIOS") then
    print("  (none found in the folder PABENCH_SCENARIOS names)")
  elseif not any then
    print("  (none found here: run pabench where its scenarios/ folder is, or set PABENCH_SCENARIOS to a folder)")
  end
  print("subcommands:")
  print("  check              every kernel against the reference over the conformance matrix (--help)")
  print("  compare            two runs' --json records side by side, row by row (--help)")
end

return M
