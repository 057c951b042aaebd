-- Round 1's correctness pass of the two-level merge: what pabench check's row
-- "batches in 33 to 256 partitions" runs, and longer sequences at counts the
-- planner gives such batches, by gqa and split_kv at each dtype, head_dim and
-- group, every launch against the reference (2 kv heads, 16-token blocks).
--   build/pabench bench/runs/2026-12-07-h200-groups/grouped_check.lua
local sweep = require "pa.sweep"
local cases = {
  -- lengths, groups, split counts
  {{1584, 1584}, {1, 4, 16}, {33}},
  {{2240, 700, 1600}, {1, 4, 16}, {70}},
  {{4096}, {1, 8}, {128, 256}},
  {{20000, 3000}, {1, 8, 16}, {48, 120}},
}
local runs, failed, worst = 0, 0, 0
for _, c in ipairs(cases) do
  local lens, groups, splits = table.unpack(c)
  for _, dtype in ipairs{"fp16", "bf16"} do
    for _, D in ipairs{64, 128, 256} do
      for _, group in ipairs(groups) do
        local b = sweep.layers(lens, {block_size = 16, kv_heads = 2, head_dim = D, heads = 2 * group, dtype = dtype},
          1)[1]
        local ref = b:reference()
        for _, n in ipairs(splits) do
          for _, k in ipairs{"gqa", "split_kv"} do
            local kernel = pa.kernel(k, {splits = n})
            local err = kernel:run(b):max_abs_err(ref)
            runs = runs + 1
            worst = math.max(worst, err)
            if not (err < 2e-2) then
              failed = failed + 1
              print(string.format("FAIL %s D%d group %d %s: %s err %.2e", dtype, D, group,
                table.concat(lens, ","), kernel:plan(b).launch, err))
            end
          end
        end
      end
    end
  end
end
print(string.format("%d runs of batches in 33 to 256 partitions on %s: %d failed (max err %.1e)", runs,
  pa.device().name, failed, worst))
print(failed == 0 and "PASS" or "FAIL")
os.exit(failed == 0 and 0 or 1)
