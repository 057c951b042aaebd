-- The wide round's draws: uniform decode steps whose one-wave count of over
-- 32 parts wide_parts_cap cuts to 16 or 32 (parts over a round, or past 128
-- of them), where the merge could take the parts in two levels. Every head_dim, kv heads
-- 1 to 8, groups 1 to 16, batch 1 to 6, the longest sequence 4096 to 65536
-- tokens. N of them from SEED, each printed as a steps_named line of the
-- counts swept: 16, 32, the one-wave count where it is 33 to 128, and the
-- counts of 33 to 128, up to the one-wave count, whose parts are whole rounds (k rounds a part, k = 1 to
-- 8; a round is 256 tokens at head_dim 64 and 128, 128 at 256), with this
-- build's launch and grid:
--   build/pabench bench/runs/2026-12-07-h200-wide/draw.lua SEED N PREFIX
local seed, n, prefix = tonumber(arg[1] or 1), tonumber(arg[2] or 30), arg[3] or "w"
math.randomseed(seed)
local function pick(t) return t[math.random(#t)] end
local printed = 0
while printed < n do
  local hd, kv, group = pick{64, 128, 256}, pick{1, 2, 4, 8}, pick{1, 2, 4, 8, 16}
  local longest = math.floor(4096 * 16 ^ math.random())
  local count = math.random(1, 6)
  local dtype, block = pick{"fp16", "bf16"}, pick{1, 16, 32, 256}
  local alloc = pick{"shuffled", "fragmented", "contiguous"}
  local lens = {}
  for _ = 1, count do lens[#lens + 1] = longest end
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = hd, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  local wave, cut
  for _, r in ipairs(p.rules or {}) do
    if r.rule == "wide_parts_cap" and wave and r.splits < wave then cut = wave end
    wave = r.splits
  end
  -- the merge takes two levels except at head_dim 64 over groups of more than 8
  if cut and cut > 32 and not (hd == 64 and group > 8) then
    local round = hd == 256 and 128 or 256
    local counts, seen = {}, {}
    local function add(c) if c >= 1 and not seen[c] then seen[c] = true; counts[#counts + 1] = c end end
    add(16); add(32)
    if cut <= 128 then add(cut) end
    for k = 1, 8 do
      local c = (longest + k * round - 1) // (k * round)
      if c > 32 and c <= math.min(cut, 128) then add(c) end
    end
    table.sort(counts)
    printed = printed + 1
    print(string.format("steps_named %s%d_d%d_h%d_%d_%d %s --configs %dx%d --heads %d --kv_heads %d --head_dim %d "
      .. "--dtype %s --block_size %d --allocator %s  # %s, grid %s, one wave %d",
      prefix, printed, hd, kv * group, kv, count, table.concat(counts, ","), count, longest, kv * group, kv, hd,
      dtype, block, alloc, p.launch, tostring(p.grid), cut))
  end
end
