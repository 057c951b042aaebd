-- The 16.8 MB configs against warps a CTA and splits, now that a warp computes its
-- two steps as one: gqa at 2, 4, 6 and 8 warps and every split count that gives a
-- warp at least one step, as a step's layers (graph replay, L2 cold, best of 30).
--   build/pabench bench/runs/2026-11-29-h200-steal/mid_threads.lua [pattern,...]
local pa = require "pa"
local sweep = require "pa.sweep"
local bench = require "pa.bench"
local wanted = sweep.matching(arg[1])
local cfgs = {
  {"seed000 16x256", 16, 256, 32, 16}, {"seed001 8x512", 8, 512, 16, 256}, {"long 1x4096", 1, 4096, 32, 16},
  {"seed000 4x2048", 4, 2048, 32, 16},
}
local T = {warmup = 5, iters = 30, graph = true, l2 = "cold"}
for _, c in ipairs(cfgs) do
  if wanted(c[1]) then
    local l = sweep.layers(sweep.fill(c[2], c[3]), {block_size = c[5], kv_heads = 8, head_dim = 128, heads = c[4]})
    local auto = pa.kernel("auto")
    print(string.format("%-16s auto %-30s %7.2f us", c[1], auto:plan(l[1]).launch, auto:time(l, T).min))
    for _, splits in ipairs{1, 2, 4, 8, 16, 32} do
      local line = {}
      for _, threads in ipairs{64, 128, 192, 256} do
        if c[3] // splits >= 16 * threads // 32 then
          local k = pa.kernel("gqa", {splits = splits, threads = threads})
          local err = k:run(l[1]):max_abs_err(l[1]:reference())
          assert(err < 2e-2, c[1] .. ": wrong answer " .. err)
          line[#line + 1] = string.format("w%d %6.2f", threads // 32, k:time(l, T).min)
        end
      end
      if #line > 0 then print(string.format("%-16s splits %-3d %s", c[1], splits, table.concat(line, "  "))) end
    end
    bench.free_layers(l)
    collectgarbage()
  end
end
