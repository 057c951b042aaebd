-- What the GPU launch of a front-loaded shape is called: kernel:plan, the
-- output's producer and kernel:time name the long partitions (front=N).
local pa = require "pa"
local sweep = require "pa.sweep"
for _, c in ipairs{{1, 4096, 32, 8}, {1, 3200, 32, 8}, {2, 4096, 16, 4}} do
  local b = sweep.layers(sweep.fill(c[1], c[2]), {block_size = 16, kv_heads = c[4], head_dim = 128, heads = c[3]}, 1)[1]
  local k = pa.kernel("auto")
  local p = k:plan(b)
  local out = k:run(b)
  local t = k:time(b, {warmup = 2, iters = 5, graph = true, l2 = "cold"})
  print(string.format("%dx%d heads %d/%d: plan %s (front %d); output %s; time %s; err %.1e", c[1], c[2], c[3], c[4],
    p.launch, p.front, tostring(out), t.launch, out:max_abs_err(b:reference())))
end
