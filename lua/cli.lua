-- What `pabench --list` prints.
local pa = require "pa"
local M = {}

-- scenarios ship beside the binary's repository; --list looks where it is run
local function scenario_dir()
  return os.getenv("PABENCH_SCENARIOS") or "scenarios"
end

function M.list()
  print("kernels:")
  for _, k in ipairs(pa.kernels()) do print(string.format("  %-13s %s", k.name, k.description)) end
  print("allocators:")
  for _, a in ipairs(pa.allocators()) do print(string.format("  %-13s %s", a.name, a.description)) end
  print("scenarios (in " .. scenario_dir() .. "/):")
  local p = io.popen('ls "' .. scenario_dir() .. '" 2>/dev/null')
  local any = false
  if p then
    for f in p:lines() do
      if f:match("%.lua$") then
        local fh = io.open(scenario_dir() .. "/" .. f)
        local first = fh and fh:read("l") or ""
        if fh then fh:close() end
        print(string.format("  %-18s %s", f, (first:gsub("^%-%-%s*", ""))))
        any = true
      end
    end
    p:close()
  end
  if not any then print("  (none found here)") end
end

return M
