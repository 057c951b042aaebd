-- fp32 at 4M tokens (a table cycling three blocks): each kernel against the float64 reference
local bs, n = 16, 1 << 22
local cache = pa.cache{blocks = 3, block_size = bs, kv_heads = 1, head_dim = 64, dtype = "fp32", seed = 1}
local t = {}
for i = 1, n // bs do t[i] = (i - 1) % 3 end
local b = pa.batch{cache = cache, block_tables = {t}, heads = 1, context_lens = {n}, seed = 2}
local ref = b:reference()
for _, k in ipairs{"naive", "paged_scalar", "paged", "split_kv", "gqa", "gather"} do
  local ok, e = pcall(function()
    local kern = pa.kernel(k)
    local out = kern:run(b)
    print(k, kern:plan(b).splits, out:max_abs_err(ref))
  end)
  if not ok then print(k, e) end
end
