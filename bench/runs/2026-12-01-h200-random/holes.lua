-- check's new row (lua/check.lua check_holes) as a script, so the build before
-- the fix runs it too: tables with -1 blocks inside sequences, the newest
-- token's among them; prints the runs, the failures and the worst error.
local fill = require("pa.sweep").fill
local runs, failed, worst, n = 0, 0, 0, 0
for _, lens in ipairs{{37}, {16, 33, 300, 61}, {4096}, fill(12, 500)} do
  local blocks = 8
  for _, len in ipairs(lens) do blocks = blocks + (len + 15) // 16 end
  for _, dtype in ipairs{"fp16", "bf16"} do
    for _, D in ipairs{64, 128, 256} do
      for _, group in ipairs{1, 4, 16} do
        local cache = pa.cache{blocks = blocks, block_size = 16, kv_heads = 2, head_dim = D, dtype = dtype, seed = runs + 151}
        local tables, id = {}, 0
        for b, len in ipairs(lens) do
          local row, nb = {}, (len + 15) // 16
          for i = 1, nb do
            if i > 1 and (i == nb or i % 3 == 0) then row[i] = -1 else row[i] = id; id = id + 1 end
          end
          tables[b] = row
        end
        local batch = pa.batch{cache = cache, block_tables = tables, heads = 2 * group, context_lens = lens, seed = runs + 157}
        local ref = batch:reference()
        for _, spec in ipairs{{"paged", {}}, {"split_kv", {splits = 3}}, {"gqa", {}}, {"gqa", {splits = 5}}, {"auto", {}}} do
          local ok, out = pcall(function() return pa.kernel(spec[1], spec[2]):run(batch) end)
          local err = ok and out:max_abs_err(ref) or math.huge
          runs = runs + 1
          if not (err < 2e-2) then failed = failed + 1 end
          if err == err then worst = math.max(worst, err) else worst = math.huge end
        end
        batch:free(); cache:close()
      end
    end
  end
end
print(string.format("%d runs of tables with -1 blocks, the newest token's among them: %d failed, worst error %.3g", runs, failed, worst))
