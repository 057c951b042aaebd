-- The whole Lua API under random misuse (spec/fixtures/api_fuzz.lua): every
-- function and method called with values valid, invalid, extreme or of the
-- wrong type, objects closed and freed among them, a collection now and then.
-- Each call returns or raises an error of pa's own; under `make sanitize` the
-- same runs are checked for memory errors and leaks.
local H = require "spec.helper"

describe("the API under random arguments", function()
  for _, seed in ipairs { 1, 2, 3 } do
    it("seed " .. seed .. ": 3000 calls, none ends the process or fails inside pa's library", function()
      local r = H.pabench_run(H.quote("spec/fixtures/api_fuzz.lua") .. " " .. seed .. " 3000")
      assert.are.equal(0, r.code, "status " .. tostring(r.code) .. ": " .. r.stdout .. r.stderr)
      local calls, returned, raised, internal = r.stdout:match("(%d+) calls, (%d+) returned, (%d+) raised, (%d+) internal")
      assert.is_truthy(calls, "no summary line in: " .. r.stdout .. r.stderr)
      assert.are.equal("0", internal, r.stdout)
      -- the draw reaches both outcomes, so neither side is vacuous
      assert.is_true(tonumber(returned) > 300 and tonumber(raised) > 300, r.stdout)
    end)
  end
end)
